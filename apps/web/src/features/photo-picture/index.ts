// The photo picture's public face: the page's opening and the order form.
export { PhotoHero } from './photo-hero';
export { PhotoPictureForm } from './photo-picture-form';
