// The limits of docs/product.md §5 and §9 that both the API (which enforces them) and the web app (which checks them as
// the user types) know. One number each: change it here and both sides follow.
export const LIMITS = {
  // a task's description: at least 10 visible characters, at most 500
  descriptionMin: 10,
  descriptionMax: 500,
  // ...and at least 3 letters, of any script: a text of emoji, digits or signs asks nobody for anything
  descriptionLettersMin: 3,
  // the client's own words for the door (street, house, flat, landmark), optional
  taskAddressMax: 200,
  // the preview of a task's text in lists and messages
  taskPreview: 150,
  // the free text of a cancellation reason
  cancelTextMax: 100,
  // a review: 1 to 5 stars, a comment of up to 1000 characters
  ratingMin: 1,
  ratingMax: 5,
  reviewCommentMax: 1000,
  // +998 and nine digits
  phoneLength: 13,
  // a master's application
  applicationNameMax: 100,
  applicationDescriptionMax: 200,
  applicationAddressMax: 255,
  applicationCategoriesMax: 5,
  // photos: the master's and the task's, each up to 5 MB; a task has up to 5
  photoMaxBytes: 5 * 1024 * 1024,
  taskPhotosMax: 5,
  // a problem reported after the job (docs/product.md "The problem window"): its text, the master's answer,
  // and up to 3 photos
  problemTextMax: 1000,
  problemPhotosMax: 3,
} as const;

// what a master's photo may be (a task's photo may be WebP too)
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];
export const TASK_PHOTO_TYPES: readonly string[] = [...PHOTO_TYPES, 'image/webp'];
