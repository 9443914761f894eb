// Visual tests compose stories outside Storybook's own project, so they need its annotations.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
