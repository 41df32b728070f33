/** What the rating widget, the floating rating button and the admin's Ratings screen say. */
export const RATING_TEXT = {
  thanksTitle: 'Thank you for your feedback!',
  thanks: 'Your rating helps us make the journal better for senior housing professionals.',
  chooseStars: 'Choose from 1 to 5 stars.',
  feedbackTooLong: (max: number) => `Keep your feedback to ${max} characters.`,
  failed: 'Your rating could not be sent. Please try again.',
  rateLimited: 'You have sent several ratings in a short time. Please try again later.',
  noRatingsYet: 'No one has rated the app yet.',
  noFeedbackYet: 'No rating has come with written feedback yet.',
  statsFailed: 'The rating statistics could not be loaded.',
} as const;
