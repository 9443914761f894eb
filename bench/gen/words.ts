/** Real English words, so that full-text search and stemming have work to do. */
export const WORDS = `time year people way day man thing woman life child world school state family student group country
problem hand part place case week company system program question work government number night point home
water room mother area money story fact month lot right study book eye job word business issue side kind
head house service friend father power hour game line end member law car city community name president
team minute idea kid body information back parent face others level office door health person art war
history party result change morning reason research girl guy moment air teacher force education foot boy
age policy process music market sense nation plan college interest death experience effect use class control
care field development role effort rate heart drug show leader light voice wife police mind price report
decision son view relationship town road arm difference value building action model season society tax
director position player record paper space ground form event official matter center couple site project
activity star table need court oil situation cost industry figure street image phone data picture practice
piece land product doctor wall patient worker news test movie north love support technology step baby
computer type attention film tree source organization hair window evidence population truth song energy
garden river mountain ocean forest island desert valley bridge castle village harbor journey travel camera
guitar piano concert album festival stadium football tennis soccer runner running training coffee kitchen
recipe bread garden flower winter summer autumn spring weather climate planet galaxy rocket engine network
server database browser javascript python react algorithm function compiler language keyboard screen
startup investor budget savings stock crypto bitcoin market inflation economy salary finance banking
streaming podcast television series episode character villain hero dragon wizard console controller arcade
puzzle strategy adventure mystery thriller romance comedy drama poetry novel chapter author editor reader
photography painting sculpture museum gallery theater dancing singing chorus melody rhythm harmony
hiking climbing camping fishing sailing surfing skiing cycling swimming marathon yoga meditation wellness
nutrition vitamin protein exercise recovery sleeping dreaming learning teaching writing reading thinking
building designing testing shipping debugging deploying scaling caching indexing searching ranking sorting
beautiful ancient modern simple complex quiet loud bright dark golden silver wooden electric digital
natural global local public private social personal political economic cultural historical practical
quickly slowly carefully happily rarely often never always together alone forward backward inside outside
café naïve résumé façade jalapeño piñata fiancée déjà crème brûlée`
  .split(/\s+/)
  .filter(Boolean);

export const FIRST_NAMES = `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan
Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra
Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy
George Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen
Gary Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen
Zoë Chloé José Björn Søren Amélie Renée Mateo Léa Noah Aiko Kenji Priya Arjun Mei Wei Olga Ivan Fatima Omar`.split(/\s+/);

export const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell
Carter Roberts Müller Schmidt Dubois Rossi Tanaka Suzuki Kim Park Chen Wang Singh Patel Kowalski Novak Jensen Larsen`.split(
  /\s+/,
);

export const TAGS = `tech gaming pop culture social media finance sports music nature travel programming javascript
design startups productivity health fitness food cooking photography books movies science space history
education career writing art climate economy crypto ai web mobile security databases open-source`.split(/\s+/);
