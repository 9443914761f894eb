/** The demo community: authors and what they write about. */

export const DEMO_PASSWORD = 'Demo1234';

export const AUTHORS = [
  { key: 'ada', fullname: 'Ada Lovelace', bio: 'Poetical scientist. Notes on engines, numbers and the music they might compose.', github: 'https://github.com/ada' },
  { key: 'grace', fullname: 'Grace Hopper', bio: 'Compilers, nanoseconds and the occasional moth. It is easier to ask forgiveness.', github: 'https://github.com/grace' },
  { key: 'linus', fullname: 'Linus Bergström', bio: 'Kernel hacker by day, trail runner by weekend.', twitter: 'https://x.com/linusb' },
  { key: 'margaret', fullname: 'Margaret Hamilton', bio: 'Software engineering before it had a name. Now mostly gardening.', website: 'https://margaret.example.org' },
  { key: 'alan', fullname: 'Alan Turing', bio: 'Long-distance runner with a soft spot for morphogenesis and chess puzzles.', youtube: 'https://www.youtube.com/@alan' },
  { key: 'hedy', fullname: 'Hedy Lamarr', bio: 'Frequency hopping, film sets and travel diaries.', instagram: 'https://instagram.com/hedy' },
  { key: 'tim', fullname: 'Tim Berners', bio: 'Hypertext enthusiast. Writes about the open web and the music that keeps it going.', website: 'https://tim.example.org' },
  { key: 'katherine', fullname: 'Katherine Johnson', bio: 'Trajectories, personal finance and counting everything twice.', facebook: 'https://facebook.com/katherine' },
  { key: 'dennis', fullname: 'Dennis Ritchie', bio: 'Small tools, sharp edges, retro games.', github: 'https://github.com/dmr' },
  { key: 'barbara', fullname: 'Bárbara Liskov', bio: 'Abstractions, substitutions, and a lot of football on weekends.', twitter: 'https://twitter.com/barbara' },
] as const;

export const TOPICS: Record<string, { extra: string[]; titles: string[] }> = {
  tech: {
    extra: ['programming', 'web', 'databases', 'ai'],
    titles: [
      'Why PostgreSQL full-text search is enough for most apps',
      'A gentle introduction to WebAssembly',
      'The hidden cost of a million npm dependencies',
      'Designing APIs that age gracefully',
      'What I learned rewriting a parser in Rust',
      'Caching is hard: five mistakes I made so you don’t have to',
      'Type systems as documentation',
    ],
  },
  gaming: {
    extra: ['indie', 'retro', 'design'],
    titles: [
      'The quiet genius of cozy farming games',
      'Speedrunning taught me to read code',
      'Why retro platformers still feel so good',
      'Level design lessons from a tiny puzzle game',
      'A love letter to couch co-op',
      'Building a game in a weekend jam',
      'What makes a boss fight memorable',
    ],
  },
  'pop culture': {
    extra: ['movies', 'tv', 'books'],
    titles: [
      'The return of the long TV episode',
      'Why we keep rebooting the same stories',
      'Soundtracks that outlived their films',
      'The internet’s favourite comfort shows, explained',
      'A field guide to fan theories',
      'Science fiction that predicted today',
      'Book clubs are having a moment',
    ],
  },
  'social media': {
    extra: ['community', 'writing', 'privacy'],
    titles: [
      'Writing for people, not for feeds',
      'How small communities beat big platforms',
      'A month without notifications',
      'The etiquette of the group chat',
      'Building an audience without losing yourself',
      'Privacy settings everyone should change today',
    ],
  },
  finance: {
    extra: ['budgeting', 'investing', 'savings'],
    titles: [
      'A budget you will actually keep',
      'Index funds, explained with pizza',
      'The emergency fund that saved my year',
      'Compound interest is a slow superpower',
      'How I track every expense in five minutes a week',
      'Negotiating your salary without the dread',
      'Frugal is not the same as cheap',
    ],
  },
  sports: {
    extra: ['running', 'football', 'training'],
    titles: [
      'Running my first marathon at forty',
      'The tactics behind a perfect counter-attack',
      'Rest days are training days',
      'Climbing indoors: a beginner’s diary',
      'What cycling taught me about patience',
      'Strength training for people who hate gyms',
      'The joy of amateur football leagues',
    ],
  },
  music: {
    extra: ['jazz', 'production', 'vinyl'],
    titles: [
      'Learning jazz harmony as a programmer',
      'Why vinyl sounds the way it does',
      'Home studio on a shoestring',
      'The loneliness of the long-distance playlist',
      'Five albums that changed how I listen',
      'Practising scales without losing your mind',
      'Field recordings from a city at night',
    ],
  },
  nature: {
    extra: ['gardening', 'birds', 'hiking'],
    titles: [
      'A balcony garden in twelve pots',
      'Learning birdsong one species at a time',
      'Notes from a slow autumn hike',
      'Why moss deserves more respect',
      'Composting for impatient people',
      'The secret life of city trees',
      'Stargazing far from the city lights',
    ],
  },
  travel: {
    extra: ['trains', 'food', 'europe'],
    titles: [
      'Across Europe by night train',
      'Eating my way through Lisbon',
      'How to pack for two weeks in one bag',
      'The café culture of Vienna',
      'Getting lost on purpose in Kyoto',
      'A slow week on the Scottish coast',
      'Travel journaling that sticks',
    ],
  },
};

export const YOUTUBE_IDS = ['dQw4w9WgXcQ', 'aqz-KE-bpKQ', 'jNQXAC9IVRw', 'M7lc1UVf-VE', 'ScMzIvxBSi4'];

export const COMMENTS = [
  'This is exactly what I needed today, thank you!',
  'Great write-up. The second section especially.',
  'I tried this last week and it worked surprisingly well.',
  'Could you expand on the part about trade-offs?',
  'Saved for later. Lovely pictures too.',
  'I disagree a little, but you make a good case.',
  'Bookmarked and shared with my team.',
  'The list at the end is gold.',
];

export const REPLIES = ['Thanks for reading!', 'Good question — I will write a follow-up.', 'Agreed, that part surprised me too.', 'Glad it helped!'];
