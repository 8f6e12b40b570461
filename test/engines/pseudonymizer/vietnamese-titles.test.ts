import { found, people } from './support/detect';

describe('Vietnamese titles of address', () => {
  test('the name after the title is a person, the title stays readable', () => {
    expect(people('Vui lòng gửi báo cáo cho chị Mai trước thứ Sáu.')).toEqual(['Mai']);
    expect(people('Hỏi thầy Hùng về bài tập.')).toEqual(['Hùng']);
    const full = people('Translate to English: "Ông Trần Quốc Bảo đã ký hợp đồng."');
    expect(full).toContain('Trần Quốc Bảo');
    expect(full).not.toContain('Ông Trần Quốc Bảo');
    expect(people('Bà Lê Thị Hồng sẽ đến vào thứ Hai.')).toContain('Lê Thị Hồng');
  });

  test('the same letters without their marks are no title', () => {
    expect(found('Ong Wei Ming will join.')).toContain('Wei Ming');
    expect(found('Reunião em Lisboa amanhã.')).toEqual([]);
  });
});
