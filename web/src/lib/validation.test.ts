import {
  applicationCategoriesError,
  applicationCityError,
  categoryError,
  clientCancelTextError,
  descriptionError,
  isContactComplete,
  isDescriptionSubmittable,
  isValidPhone,
  isValidUsername,
  masterCancelError,
  normalizePhone,
  normalizeUsername,
  phoneError,
  photoError,
  ratingError,
  reviewTargetError,
  usernameError,
  usernameForServer,
} from './validation';

describe('phone (docs/product.md §5)', () => {
  it('keeps only digits and +, adds +998 to a local number', () => {
    expect(normalizePhone('90 123-45-67')).toBe('+998901234567');
    expect(normalizePhone('+998 (90) 123 45 67')).toBe('+998901234567');
    expect(normalizePhone('abc')).toBe('');
  });

  it('takes a full number typed without the plus', () => {
    expect(normalizePhone('998901234567')).toBe('+998901234567');
  });

  it('stops at 13 characters', () => {
    expect(normalizePhone('+99890123456789')).toBe('+998901234567');
    expect(normalizePhone('90123456789999')).toHaveLength(13);
  });

  it('lets the prefix be typed or erased by hand', () => {
    expect(normalizePhone('+')).toBe('+');
    expect(normalizePhone('+99')).toBe('+99');
    expect(normalizePhone('+998')).toBe('+998');
    expect(normalizePhone('')).toBe('');
  });

  it('is valid only as +998 and nine digits, or empty', () => {
    expect(isValidPhone('+998901234567')).toBe(true);
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('+99890123456')).toBe(false);
    expect(isValidPhone('+79012345678')).toBe(false);
  });

  it('reports the long message, and the short one on the master application', () => {
    expect(phoneError('+99890')).toBe('Неверный формат телефона. Используйте формат +998XXXXXXXXX');
    expect(phoneError('+99890', true)).toBe('Неверный формат телефона');
    expect(phoneError('+998901234567')).toBeNull();
    expect(phoneError('')).toBeNull();
  });
});

describe('messenger username (docs/product.md §5)', () => {
  it('forces a leading @', () => {
    expect(normalizeUsername('ivan_petrov')).toBe('@ivan_petrov');
    expect(normalizeUsername('@@ivan')).toBe('@ivan');
    expect(normalizeUsername(' @ivan ')).toBe('@ivan');
    expect(normalizeUsername('@')).toBe('');
  });

  it('is valid as @ and 5 to 32 letters, digits or underscores', () => {
    expect(isValidUsername('@abcde')).toBe(true);
    expect(isValidUsername(`@${'a'.repeat(32)}`)).toBe(true);
    expect(isValidUsername('@abcd')).toBe(false);
    expect(isValidUsername(`@${'a'.repeat(33)}`)).toBe(false);
    expect(isValidUsername('@ivan-petrov')).toBe(false);
  });

  it('reports the SPEC message and sends the name without @', () => {
    expect(usernameError('@abc')).toBe('Неверный формат логина. Используйте формат @username');
    expect(usernameError('@ivan_petrov')).toBeNull();
    expect(usernameForServer('@ivan_petrov')).toBe('ivan_petrov');
  });

  it('counts a contact as present only when it is filled in and valid', () => {
    expect(isContactComplete('phone', '+998901234567')).toBe(true);
    expect(isContactComplete('phone', '')).toBe(false);
    expect(isContactComplete('phone', '+99890')).toBe(false);
    expect(isContactComplete('username', '@ivan_petrov')).toBe(true);
    expect(isContactComplete('username', '@abc')).toBe(false);
  });
});

describe('task description and category (docs/product.md §5)', () => {
  it('needs at least 10 characters', () => {
    expect(descriptionError('Кран течёт')).toBeNull();
    expect(descriptionError('  короткий  ')).toBe('Описание задачи должно быть не менее 10 символов');
  });

  it('keeps the submit button off for an empty or blank text', () => {
    expect(isDescriptionSubmittable('')).toBe(false);
    expect(isDescriptionSubmittable('   \n ')).toBe(false);
    expect(isDescriptionSubmittable('Кран')).toBe(true);
  });

  it('needs a category', () => {
    expect(categoryError(null)).toBe('Выберите категорию');
    expect(categoryError(3)).toBeNull();
  });
});

describe('review (docs/product.md §5)', () => {
  it('needs a rating of 1 to 5', () => {
    expect(ratingError(0)).toBe('Пожалуйста, выберите оценку');
    expect(ratingError(6)).toBe('Пожалуйста, выберите оценку');
    expect(ratingError(1)).toBeNull();
    expect(ratingError(5)).toBeNull();
  });

  it('needs the task, the master and the master contract id', () => {
    expect(reviewTargetError(null)).toBe('Активная задача не найдена');
    expect(reviewTargetError({ taskId: 5, master: null })).toBe('Информация о мастере не найдена');
    expect(reviewTargetError({ taskId: 5, master: { contractId: null } })).toBe('ID контракта мастера не найден');
    expect(reviewTargetError({ taskId: 5, master: { contractId: 2 } })).toBeNull();
  });
});

describe('cancel reasons (docs/product.md §5)', () => {
  it('asks the client for text only for an other reason', () => {
    expect(clientCancelTextError('found_elsewhere', '')).toBeNull();
    expect(clientCancelTextError('other', '  ')).toBe('Укажите причину отмены');
    expect(clientCancelTextError('other', 'Сам починил')).toBeNull();
  });

  it('rejects a client text over 100 characters', () => {
    expect(clientCancelTextError('other', 'а'.repeat(100))).toBeNull();
    expect(clientCancelTextError('other', 'а'.repeat(101))).not.toBeNull();
  });

  it('makes the master pick a reason, and explain OTHER', () => {
    expect(masterCancelError(null, '')).toBe('Выберите причину отмены');
    expect(masterCancelError({ code: 'CLIENT_REFUSED' }, '')).toBeNull();
    expect(masterCancelError({ code: 'OTHER' }, '')).toBe('Укажите причину отмены');
    expect(masterCancelError({ code: 'OTHER' }, 'Заболел')).toBeNull();
  });
});

describe('master application (docs/product.md §5)', () => {
  it('needs a category and a city', () => {
    expect(applicationCategoriesError([])).toBe('Выберите хотя бы одну категорию услуг');
    expect(applicationCategoriesError([1])).toBeNull();
    expect(applicationCityError(null)).toBe('Пожалуйста, выберите город');
    expect(applicationCityError(1)).toBeNull();
  });

  it('takes a JPEG, PNG or GIF photo up to 5 MB', () => {
    expect(photoError(null)).toBeNull();
    expect(photoError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(photoError({ type: 'application/pdf', size: 1024 })).toBe('Пожалуйста, выберите изображение');
    expect(photoError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Размер файла не должен превышать 5MB');
  });
});
