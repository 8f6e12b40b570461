import { mask, people } from './support/detect';

describe('people named in Japanese, Korean and Chinese', () => {
  test('a Japanese surname before an honorific, inside a text written without spaces', () => {
    expect(people('高橋さんに電話してください。')).toEqual(['高橋']);
    expect(mask('昨日、高橋さんに電話しました。')).not.toContain('高橋');
    expect(people('お客様各位、皆様のご協力をお願いします。')).toEqual([]);
  });

  test('a Korean full name before an honorific or a particle, and no ordinary word before 님', () => {
    expect(people('김도윤 씨에게 메일을 보냈습니다.')).toEqual(['김도윤']);
    expect(people('이도윤이 회의에 왔어요.')).toEqual(['이도윤']);
    expect(people('이용자님, 일정을 확인하세요.')).toEqual([]);
    // A listed given name ending in 자 is the agent suffix -자 before a particle alone.
    expect(people('서명자가 올바르지 않습니다.')).toEqual([]);
    expect(people('이영자 씨가 전화했어요.')).toEqual(['이영자']);
  });

  test('a Chinese full name before a title, and 总 in ordinary words', () => {
    expect(people('李强经理下午到。')).toEqual(['李强']);
    expect(people('总共有三个文件，总是需要检查。')).toEqual([]);
  });

});
