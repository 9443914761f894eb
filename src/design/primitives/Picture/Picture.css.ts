import { style } from '@vanilla-extract/css';

export const picture = style({ display: 'contents' });

// The placeholder is painted under the image (a blurred background) until the image has loaded;
// `background-size: cover` stretches the ThumbHash's few pixels, which the browser smooths.
export const image = style({
  backgroundSize: 'cover',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
});
