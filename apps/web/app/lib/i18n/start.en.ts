import type { StartMessages } from './start.zh-CN';

export const startEn: StartMessages = {
  corporate: {
    start: {
      title: 'Getting started',
      lead: 'New to the ClearSight community? How the forum works, how to earn money (the community points) and how the daily activities work.',
      register: 'Sign up free',
      levelsCaption: 'Levels and the experience they need',
      levelHead: 'Level',
      levelName: 'Title',
      levelExp: 'Experience',
      welcome:
        'New members get a welcome grant of {{grant}}, enough to talk in the chat room and try a draw on day one',
      sections: [
        {
          id: 'account',
          title: 'Sign up and complete your profile',
          paragraphs: [
            'Sign up with a user name (2–20 letters or digits), your mobile number and an SMS code; you can post, comment and like right away. Bind a third-party account on your profile to log in with one click.',
          ],
          points: [
            'Uploading an avatar and changing your nickname advance the novice tasks, which pay points',
            'Your profile shows your topics, comments, likes and level; your phone, email and IP are never shown to others',
          ],
          links: [
            { label: 'Sign up', to: '/register' },
            { label: 'Log in', to: '/login' },
          ],
        },
        {
          id: 'forum',
          title: 'Ask and share in the forum',
          paragraphs: [
            'Topics live in boards: cameras and lenses, lighting, vision software, industry applications and more. A topic can have several chapters, with Markdown, code highlighting and pasted images; drafts are saved automatically.',
          ],
          points: [
            'Titles 3–40 characters, content at least 10',
            'Choose who can see a topic: everyone, only you, selected members or roles',
            'Sort by newest, recommended (likes) or hot (views); moderators pin the best content',
            'Comments have two levels; replies notify the person you answer',
          ],
          links: [
            { label: 'Open the forum', to: '/discuss' },
            { label: 'Write a topic', to: '/editArt?operType=create&artType=discuss' },
          ],
        },
        {
          id: 'sign',
          title: 'Sign in daily to earn points',
          paragraphs: [
            'Money is the community points. Signing in once a day pays a random 3.00–10.99, doubled when the last digit is 9, plus 1 for every consecutive day, up to 30.',
          ],
          points: [
            'A streak continues when you also signed in the day before',
            'Every change of points is recorded; a balance never goes below zero',
          ],
          links: [{ label: 'Sign in now', to: '/activity/sign' }],
        },
        {
          id: 'level',
          title: 'Level up',
          paragraphs: [
            'Experience sets your level. Exchange points for experience 1:1 (1–10000 at a time). Higher levels may hold more bank cards.',
          ],
          points: [],
          links: [{ label: 'My level', to: '/activity/level' }],
        },
        {
          id: 'tasks',
          title: 'Tasks, lucky draw and the bank',
          paragraphs: ['Tasks, draws and deposits make your points grow (or shrink).'],
          points: [
            'Tasks: novice tasks unlock one by one, daily tasks expire at midnight, weekly tasks on Monday 00:00; posting, commenting and liking advance them automatically, then claim the reward',
            'Lucky wheel: a spin costs {{cost}}, prizes from {{min}} to {{max}}; grid draw and slot machine as alternatives',
            'Points bank: deposit 50–100 per card for 3 days and draw at the current rate; drawing early returns the deposit only. The rate changes hourly',
            'Rich list: members ranked by points; see where you stand',
          ],
          links: [
            { label: 'Tasks', to: '/activity/assignment' },
            { label: 'Lucky wheel', to: '/activity/lucky' },
            { label: 'Points bank', to: '/activity/bank' },
            { label: 'Rich list', to: '/money' },
          ],
        },
        {
          id: 'chat',
          title: 'Chat room and AI assistant',
          paragraphs: [
            'Talk live with engineers online, or privately with one member. The AI assistant answers questions about products, software and courses, streaming its answer. A message in the public room costs {{price}}.',
          ],
          points: [],
          links: [{ label: 'Open the chat room', to: '/chat' }],
        },
        {
          id: 'learn',
          title: 'Learn and download',
          paragraphs: [
            'College courses are taught by our application engineers; signed in, your progress is saved and playback resumes where you left off. Guests can watch free lessons. Members also download members-only software and documents.',
          ],
          points: [],
          links: [
            { label: 'Vision College', to: '/serviceSupport/college' },
            { label: 'Software downloads', to: '/serviceSupport/softwareDownload' },
            { label: 'Document downloads', to: '/serviceSupport/documentDownload' },
          ],
        },
      ],
    },
  },
};
