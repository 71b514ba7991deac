/** The captions file of each video the site plays (WebVTT, English), by the video's path. */
const CAPTIONS: Record<string, string> = {
  "/media/penxr.webm": "/media/penxr.en.vtt",
};

/** The captions of `video`: every player gives them as its default track. */
export const captionsOf = (video: string): string | undefined => CAPTIONS[video];
