// Start-up with a few hundred classes: 300 small classes (each with a loop, a branch and a
// virtual call, so each has stack-map frames to verify), loaded, linked, verified and run once.
// Generated; the verifier's start-up cost is measured on it (docs/verifier.md).
public class ManyClasses {
  abstract static class Shape {
    abstract int area(int scale);
    int twice(int scale) { return 2 * area(scale); }
  }
  static final class C0 extends Shape { int area(int x) { int s = 0; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C1 extends Shape { int area(int x) { int s = 1; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C2 extends Shape { int area(int x) { int s = 2; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C3 extends Shape { int area(int x) { int s = 3; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C4 extends Shape { int area(int x) { int s = 4; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C5 extends Shape { int area(int x) { int s = 5; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C6 extends Shape { int area(int x) { int s = 6; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C7 extends Shape { int area(int x) { int s = 7; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C8 extends Shape { int area(int x) { int s = 8; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C9 extends Shape { int area(int x) { int s = 9; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C10 extends Shape { int area(int x) { int s = 10; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C11 extends Shape { int area(int x) { int s = 11; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C12 extends Shape { int area(int x) { int s = 12; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C13 extends Shape { int area(int x) { int s = 13; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C14 extends Shape { int area(int x) { int s = 14; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C15 extends Shape { int area(int x) { int s = 15; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C16 extends Shape { int area(int x) { int s = 16; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C17 extends Shape { int area(int x) { int s = 17; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C18 extends Shape { int area(int x) { int s = 18; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C19 extends Shape { int area(int x) { int s = 19; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C20 extends Shape { int area(int x) { int s = 20; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C21 extends Shape { int area(int x) { int s = 21; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C22 extends Shape { int area(int x) { int s = 22; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C23 extends Shape { int area(int x) { int s = 23; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C24 extends Shape { int area(int x) { int s = 24; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C25 extends Shape { int area(int x) { int s = 25; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C26 extends Shape { int area(int x) { int s = 26; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C27 extends Shape { int area(int x) { int s = 27; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C28 extends Shape { int area(int x) { int s = 28; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C29 extends Shape { int area(int x) { int s = 29; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C30 extends Shape { int area(int x) { int s = 30; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C31 extends Shape { int area(int x) { int s = 31; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C32 extends Shape { int area(int x) { int s = 32; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C33 extends Shape { int area(int x) { int s = 33; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C34 extends Shape { int area(int x) { int s = 34; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C35 extends Shape { int area(int x) { int s = 35; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C36 extends Shape { int area(int x) { int s = 36; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C37 extends Shape { int area(int x) { int s = 37; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C38 extends Shape { int area(int x) { int s = 38; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C39 extends Shape { int area(int x) { int s = 39; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C40 extends Shape { int area(int x) { int s = 40; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C41 extends Shape { int area(int x) { int s = 41; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C42 extends Shape { int area(int x) { int s = 42; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C43 extends Shape { int area(int x) { int s = 43; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C44 extends Shape { int area(int x) { int s = 44; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C45 extends Shape { int area(int x) { int s = 45; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C46 extends Shape { int area(int x) { int s = 46; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C47 extends Shape { int area(int x) { int s = 47; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C48 extends Shape { int area(int x) { int s = 48; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C49 extends Shape { int area(int x) { int s = 49; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C50 extends Shape { int area(int x) { int s = 50; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C51 extends Shape { int area(int x) { int s = 51; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C52 extends Shape { int area(int x) { int s = 52; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C53 extends Shape { int area(int x) { int s = 53; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C54 extends Shape { int area(int x) { int s = 54; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C55 extends Shape { int area(int x) { int s = 55; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C56 extends Shape { int area(int x) { int s = 56; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C57 extends Shape { int area(int x) { int s = 57; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C58 extends Shape { int area(int x) { int s = 58; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C59 extends Shape { int area(int x) { int s = 59; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C60 extends Shape { int area(int x) { int s = 60; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C61 extends Shape { int area(int x) { int s = 61; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C62 extends Shape { int area(int x) { int s = 62; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C63 extends Shape { int area(int x) { int s = 63; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C64 extends Shape { int area(int x) { int s = 64; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C65 extends Shape { int area(int x) { int s = 65; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C66 extends Shape { int area(int x) { int s = 66; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C67 extends Shape { int area(int x) { int s = 67; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C68 extends Shape { int area(int x) { int s = 68; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C69 extends Shape { int area(int x) { int s = 69; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C70 extends Shape { int area(int x) { int s = 70; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C71 extends Shape { int area(int x) { int s = 71; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C72 extends Shape { int area(int x) { int s = 72; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C73 extends Shape { int area(int x) { int s = 73; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C74 extends Shape { int area(int x) { int s = 74; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C75 extends Shape { int area(int x) { int s = 75; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C76 extends Shape { int area(int x) { int s = 76; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C77 extends Shape { int area(int x) { int s = 77; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C78 extends Shape { int area(int x) { int s = 78; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C79 extends Shape { int area(int x) { int s = 79; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C80 extends Shape { int area(int x) { int s = 80; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C81 extends Shape { int area(int x) { int s = 81; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C82 extends Shape { int area(int x) { int s = 82; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C83 extends Shape { int area(int x) { int s = 83; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C84 extends Shape { int area(int x) { int s = 84; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C85 extends Shape { int area(int x) { int s = 85; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C86 extends Shape { int area(int x) { int s = 86; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C87 extends Shape { int area(int x) { int s = 87; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C88 extends Shape { int area(int x) { int s = 88; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C89 extends Shape { int area(int x) { int s = 89; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C90 extends Shape { int area(int x) { int s = 90; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C91 extends Shape { int area(int x) { int s = 91; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C92 extends Shape { int area(int x) { int s = 92; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C93 extends Shape { int area(int x) { int s = 93; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C94 extends Shape { int area(int x) { int s = 94; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C95 extends Shape { int area(int x) { int s = 95; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C96 extends Shape { int area(int x) { int s = 96; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C97 extends Shape { int area(int x) { int s = 97; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C98 extends Shape { int area(int x) { int s = 98; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C99 extends Shape { int area(int x) { int s = 99; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C100 extends Shape { int area(int x) { int s = 100; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C101 extends Shape { int area(int x) { int s = 101; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C102 extends Shape { int area(int x) { int s = 102; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C103 extends Shape { int area(int x) { int s = 103; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C104 extends Shape { int area(int x) { int s = 104; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C105 extends Shape { int area(int x) { int s = 105; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C106 extends Shape { int area(int x) { int s = 106; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C107 extends Shape { int area(int x) { int s = 107; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C108 extends Shape { int area(int x) { int s = 108; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C109 extends Shape { int area(int x) { int s = 109; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C110 extends Shape { int area(int x) { int s = 110; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C111 extends Shape { int area(int x) { int s = 111; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C112 extends Shape { int area(int x) { int s = 112; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C113 extends Shape { int area(int x) { int s = 113; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C114 extends Shape { int area(int x) { int s = 114; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C115 extends Shape { int area(int x) { int s = 115; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C116 extends Shape { int area(int x) { int s = 116; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C117 extends Shape { int area(int x) { int s = 117; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C118 extends Shape { int area(int x) { int s = 118; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C119 extends Shape { int area(int x) { int s = 119; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C120 extends Shape { int area(int x) { int s = 120; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C121 extends Shape { int area(int x) { int s = 121; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C122 extends Shape { int area(int x) { int s = 122; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C123 extends Shape { int area(int x) { int s = 123; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C124 extends Shape { int area(int x) { int s = 124; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C125 extends Shape { int area(int x) { int s = 125; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C126 extends Shape { int area(int x) { int s = 126; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C127 extends Shape { int area(int x) { int s = 127; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C128 extends Shape { int area(int x) { int s = 128; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C129 extends Shape { int area(int x) { int s = 129; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C130 extends Shape { int area(int x) { int s = 130; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C131 extends Shape { int area(int x) { int s = 131; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C132 extends Shape { int area(int x) { int s = 132; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C133 extends Shape { int area(int x) { int s = 133; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C134 extends Shape { int area(int x) { int s = 134; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C135 extends Shape { int area(int x) { int s = 135; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C136 extends Shape { int area(int x) { int s = 136; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C137 extends Shape { int area(int x) { int s = 137; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C138 extends Shape { int area(int x) { int s = 138; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C139 extends Shape { int area(int x) { int s = 139; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C140 extends Shape { int area(int x) { int s = 140; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C141 extends Shape { int area(int x) { int s = 141; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C142 extends Shape { int area(int x) { int s = 142; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C143 extends Shape { int area(int x) { int s = 143; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C144 extends Shape { int area(int x) { int s = 144; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C145 extends Shape { int area(int x) { int s = 145; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C146 extends Shape { int area(int x) { int s = 146; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C147 extends Shape { int area(int x) { int s = 147; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C148 extends Shape { int area(int x) { int s = 148; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C149 extends Shape { int area(int x) { int s = 149; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C150 extends Shape { int area(int x) { int s = 150; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C151 extends Shape { int area(int x) { int s = 151; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C152 extends Shape { int area(int x) { int s = 152; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C153 extends Shape { int area(int x) { int s = 153; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C154 extends Shape { int area(int x) { int s = 154; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C155 extends Shape { int area(int x) { int s = 155; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C156 extends Shape { int area(int x) { int s = 156; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C157 extends Shape { int area(int x) { int s = 157; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C158 extends Shape { int area(int x) { int s = 158; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C159 extends Shape { int area(int x) { int s = 159; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C160 extends Shape { int area(int x) { int s = 160; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C161 extends Shape { int area(int x) { int s = 161; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C162 extends Shape { int area(int x) { int s = 162; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C163 extends Shape { int area(int x) { int s = 163; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C164 extends Shape { int area(int x) { int s = 164; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C165 extends Shape { int area(int x) { int s = 165; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C166 extends Shape { int area(int x) { int s = 166; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C167 extends Shape { int area(int x) { int s = 167; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C168 extends Shape { int area(int x) { int s = 168; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C169 extends Shape { int area(int x) { int s = 169; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C170 extends Shape { int area(int x) { int s = 170; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C171 extends Shape { int area(int x) { int s = 171; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C172 extends Shape { int area(int x) { int s = 172; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C173 extends Shape { int area(int x) { int s = 173; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C174 extends Shape { int area(int x) { int s = 174; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C175 extends Shape { int area(int x) { int s = 175; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C176 extends Shape { int area(int x) { int s = 176; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C177 extends Shape { int area(int x) { int s = 177; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C178 extends Shape { int area(int x) { int s = 178; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C179 extends Shape { int area(int x) { int s = 179; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C180 extends Shape { int area(int x) { int s = 180; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C181 extends Shape { int area(int x) { int s = 181; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C182 extends Shape { int area(int x) { int s = 182; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C183 extends Shape { int area(int x) { int s = 183; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C184 extends Shape { int area(int x) { int s = 184; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C185 extends Shape { int area(int x) { int s = 185; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C186 extends Shape { int area(int x) { int s = 186; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C187 extends Shape { int area(int x) { int s = 187; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C188 extends Shape { int area(int x) { int s = 188; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C189 extends Shape { int area(int x) { int s = 189; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C190 extends Shape { int area(int x) { int s = 190; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C191 extends Shape { int area(int x) { int s = 191; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C192 extends Shape { int area(int x) { int s = 192; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C193 extends Shape { int area(int x) { int s = 193; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C194 extends Shape { int area(int x) { int s = 194; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C195 extends Shape { int area(int x) { int s = 195; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C196 extends Shape { int area(int x) { int s = 196; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C197 extends Shape { int area(int x) { int s = 197; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C198 extends Shape { int area(int x) { int s = 198; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C199 extends Shape { int area(int x) { int s = 199; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C200 extends Shape { int area(int x) { int s = 200; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C201 extends Shape { int area(int x) { int s = 201; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C202 extends Shape { int area(int x) { int s = 202; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C203 extends Shape { int area(int x) { int s = 203; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C204 extends Shape { int area(int x) { int s = 204; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C205 extends Shape { int area(int x) { int s = 205; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C206 extends Shape { int area(int x) { int s = 206; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C207 extends Shape { int area(int x) { int s = 207; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C208 extends Shape { int area(int x) { int s = 208; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C209 extends Shape { int area(int x) { int s = 209; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C210 extends Shape { int area(int x) { int s = 210; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C211 extends Shape { int area(int x) { int s = 211; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C212 extends Shape { int area(int x) { int s = 212; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C213 extends Shape { int area(int x) { int s = 213; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C214 extends Shape { int area(int x) { int s = 214; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C215 extends Shape { int area(int x) { int s = 215; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C216 extends Shape { int area(int x) { int s = 216; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C217 extends Shape { int area(int x) { int s = 217; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C218 extends Shape { int area(int x) { int s = 218; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C219 extends Shape { int area(int x) { int s = 219; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C220 extends Shape { int area(int x) { int s = 220; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C221 extends Shape { int area(int x) { int s = 221; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C222 extends Shape { int area(int x) { int s = 222; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C223 extends Shape { int area(int x) { int s = 223; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C224 extends Shape { int area(int x) { int s = 224; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C225 extends Shape { int area(int x) { int s = 225; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C226 extends Shape { int area(int x) { int s = 226; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C227 extends Shape { int area(int x) { int s = 227; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C228 extends Shape { int area(int x) { int s = 228; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C229 extends Shape { int area(int x) { int s = 229; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C230 extends Shape { int area(int x) { int s = 230; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C231 extends Shape { int area(int x) { int s = 231; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C232 extends Shape { int area(int x) { int s = 232; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C233 extends Shape { int area(int x) { int s = 233; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C234 extends Shape { int area(int x) { int s = 234; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C235 extends Shape { int area(int x) { int s = 235; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C236 extends Shape { int area(int x) { int s = 236; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C237 extends Shape { int area(int x) { int s = 237; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C238 extends Shape { int area(int x) { int s = 238; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C239 extends Shape { int area(int x) { int s = 239; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C240 extends Shape { int area(int x) { int s = 240; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C241 extends Shape { int area(int x) { int s = 241; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C242 extends Shape { int area(int x) { int s = 242; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C243 extends Shape { int area(int x) { int s = 243; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C244 extends Shape { int area(int x) { int s = 244; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C245 extends Shape { int area(int x) { int s = 245; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C246 extends Shape { int area(int x) { int s = 246; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C247 extends Shape { int area(int x) { int s = 247; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C248 extends Shape { int area(int x) { int s = 248; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C249 extends Shape { int area(int x) { int s = 249; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C250 extends Shape { int area(int x) { int s = 250; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C251 extends Shape { int area(int x) { int s = 251; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C252 extends Shape { int area(int x) { int s = 252; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C253 extends Shape { int area(int x) { int s = 253; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C254 extends Shape { int area(int x) { int s = 254; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C255 extends Shape { int area(int x) { int s = 255; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C256 extends Shape { int area(int x) { int s = 256; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C257 extends Shape { int area(int x) { int s = 257; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C258 extends Shape { int area(int x) { int s = 258; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C259 extends Shape { int area(int x) { int s = 259; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C260 extends Shape { int area(int x) { int s = 260; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C261 extends Shape { int area(int x) { int s = 261; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C262 extends Shape { int area(int x) { int s = 262; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C263 extends Shape { int area(int x) { int s = 263; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C264 extends Shape { int area(int x) { int s = 264; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C265 extends Shape { int area(int x) { int s = 265; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C266 extends Shape { int area(int x) { int s = 266; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C267 extends Shape { int area(int x) { int s = 267; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C268 extends Shape { int area(int x) { int s = 268; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C269 extends Shape { int area(int x) { int s = 269; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C270 extends Shape { int area(int x) { int s = 270; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C271 extends Shape { int area(int x) { int s = 271; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C272 extends Shape { int area(int x) { int s = 272; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C273 extends Shape { int area(int x) { int s = 273; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C274 extends Shape { int area(int x) { int s = 274; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C275 extends Shape { int area(int x) { int s = 275; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C276 extends Shape { int area(int x) { int s = 276; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C277 extends Shape { int area(int x) { int s = 277; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C278 extends Shape { int area(int x) { int s = 278; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C279 extends Shape { int area(int x) { int s = 279; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C280 extends Shape { int area(int x) { int s = 280; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C281 extends Shape { int area(int x) { int s = 281; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C282 extends Shape { int area(int x) { int s = 282; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C283 extends Shape { int area(int x) { int s = 283; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C284 extends Shape { int area(int x) { int s = 284; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C285 extends Shape { int area(int x) { int s = 285; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C286 extends Shape { int area(int x) { int s = 286; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C287 extends Shape { int area(int x) { int s = 287; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C288 extends Shape { int area(int x) { int s = 288; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C289 extends Shape { int area(int x) { int s = 289; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C290 extends Shape { int area(int x) { int s = 290; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C291 extends Shape { int area(int x) { int s = 291; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C292 extends Shape { int area(int x) { int s = 292; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }
  static final class C293 extends Shape { int area(int x) { int s = 293; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 7; else s -= 1; } return s; } }
  static final class C294 extends Shape { int area(int x) { int s = 294; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 1; else s -= 1; } return s; } }
  static final class C295 extends Shape { int area(int x) { int s = 295; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 2; else s -= 1; } return s; } }
  static final class C296 extends Shape { int area(int x) { int s = 296; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 3; else s -= 1; } return s; } }
  static final class C297 extends Shape { int area(int x) { int s = 297; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 4; else s -= 1; } return s; } }
  static final class C298 extends Shape { int area(int x) { int s = 298; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 5; else s -= 1; } return s; } }
  static final class C299 extends Shape { int area(int x) { int s = 299; for (int k = 0; k < x; k++) { if ((k & 1) == 0) s += k * 6; else s -= 1; } return s; } }

  public static void main(String[] args) {
    Shape[] shapes = new Shape[300];
    shapes[0] = new C0();
    shapes[1] = new C1();
    shapes[2] = new C2();
    shapes[3] = new C3();
    shapes[4] = new C4();
    shapes[5] = new C5();
    shapes[6] = new C6();
    shapes[7] = new C7();
    shapes[8] = new C8();
    shapes[9] = new C9();
    shapes[10] = new C10();
    shapes[11] = new C11();
    shapes[12] = new C12();
    shapes[13] = new C13();
    shapes[14] = new C14();
    shapes[15] = new C15();
    shapes[16] = new C16();
    shapes[17] = new C17();
    shapes[18] = new C18();
    shapes[19] = new C19();
    shapes[20] = new C20();
    shapes[21] = new C21();
    shapes[22] = new C22();
    shapes[23] = new C23();
    shapes[24] = new C24();
    shapes[25] = new C25();
    shapes[26] = new C26();
    shapes[27] = new C27();
    shapes[28] = new C28();
    shapes[29] = new C29();
    shapes[30] = new C30();
    shapes[31] = new C31();
    shapes[32] = new C32();
    shapes[33] = new C33();
    shapes[34] = new C34();
    shapes[35] = new C35();
    shapes[36] = new C36();
    shapes[37] = new C37();
    shapes[38] = new C38();
    shapes[39] = new C39();
    shapes[40] = new C40();
    shapes[41] = new C41();
    shapes[42] = new C42();
    shapes[43] = new C43();
    shapes[44] = new C44();
    shapes[45] = new C45();
    shapes[46] = new C46();
    shapes[47] = new C47();
    shapes[48] = new C48();
    shapes[49] = new C49();
    shapes[50] = new C50();
    shapes[51] = new C51();
    shapes[52] = new C52();
    shapes[53] = new C53();
    shapes[54] = new C54();
    shapes[55] = new C55();
    shapes[56] = new C56();
    shapes[57] = new C57();
    shapes[58] = new C58();
    shapes[59] = new C59();
    shapes[60] = new C60();
    shapes[61] = new C61();
    shapes[62] = new C62();
    shapes[63] = new C63();
    shapes[64] = new C64();
    shapes[65] = new C65();
    shapes[66] = new C66();
    shapes[67] = new C67();
    shapes[68] = new C68();
    shapes[69] = new C69();
    shapes[70] = new C70();
    shapes[71] = new C71();
    shapes[72] = new C72();
    shapes[73] = new C73();
    shapes[74] = new C74();
    shapes[75] = new C75();
    shapes[76] = new C76();
    shapes[77] = new C77();
    shapes[78] = new C78();
    shapes[79] = new C79();
    shapes[80] = new C80();
    shapes[81] = new C81();
    shapes[82] = new C82();
    shapes[83] = new C83();
    shapes[84] = new C84();
    shapes[85] = new C85();
    shapes[86] = new C86();
    shapes[87] = new C87();
    shapes[88] = new C88();
    shapes[89] = new C89();
    shapes[90] = new C90();
    shapes[91] = new C91();
    shapes[92] = new C92();
    shapes[93] = new C93();
    shapes[94] = new C94();
    shapes[95] = new C95();
    shapes[96] = new C96();
    shapes[97] = new C97();
    shapes[98] = new C98();
    shapes[99] = new C99();
    shapes[100] = new C100();
    shapes[101] = new C101();
    shapes[102] = new C102();
    shapes[103] = new C103();
    shapes[104] = new C104();
    shapes[105] = new C105();
    shapes[106] = new C106();
    shapes[107] = new C107();
    shapes[108] = new C108();
    shapes[109] = new C109();
    shapes[110] = new C110();
    shapes[111] = new C111();
    shapes[112] = new C112();
    shapes[113] = new C113();
    shapes[114] = new C114();
    shapes[115] = new C115();
    shapes[116] = new C116();
    shapes[117] = new C117();
    shapes[118] = new C118();
    shapes[119] = new C119();
    shapes[120] = new C120();
    shapes[121] = new C121();
    shapes[122] = new C122();
    shapes[123] = new C123();
    shapes[124] = new C124();
    shapes[125] = new C125();
    shapes[126] = new C126();
    shapes[127] = new C127();
    shapes[128] = new C128();
    shapes[129] = new C129();
    shapes[130] = new C130();
    shapes[131] = new C131();
    shapes[132] = new C132();
    shapes[133] = new C133();
    shapes[134] = new C134();
    shapes[135] = new C135();
    shapes[136] = new C136();
    shapes[137] = new C137();
    shapes[138] = new C138();
    shapes[139] = new C139();
    shapes[140] = new C140();
    shapes[141] = new C141();
    shapes[142] = new C142();
    shapes[143] = new C143();
    shapes[144] = new C144();
    shapes[145] = new C145();
    shapes[146] = new C146();
    shapes[147] = new C147();
    shapes[148] = new C148();
    shapes[149] = new C149();
    shapes[150] = new C150();
    shapes[151] = new C151();
    shapes[152] = new C152();
    shapes[153] = new C153();
    shapes[154] = new C154();
    shapes[155] = new C155();
    shapes[156] = new C156();
    shapes[157] = new C157();
    shapes[158] = new C158();
    shapes[159] = new C159();
    shapes[160] = new C160();
    shapes[161] = new C161();
    shapes[162] = new C162();
    shapes[163] = new C163();
    shapes[164] = new C164();
    shapes[165] = new C165();
    shapes[166] = new C166();
    shapes[167] = new C167();
    shapes[168] = new C168();
    shapes[169] = new C169();
    shapes[170] = new C170();
    shapes[171] = new C171();
    shapes[172] = new C172();
    shapes[173] = new C173();
    shapes[174] = new C174();
    shapes[175] = new C175();
    shapes[176] = new C176();
    shapes[177] = new C177();
    shapes[178] = new C178();
    shapes[179] = new C179();
    shapes[180] = new C180();
    shapes[181] = new C181();
    shapes[182] = new C182();
    shapes[183] = new C183();
    shapes[184] = new C184();
    shapes[185] = new C185();
    shapes[186] = new C186();
    shapes[187] = new C187();
    shapes[188] = new C188();
    shapes[189] = new C189();
    shapes[190] = new C190();
    shapes[191] = new C191();
    shapes[192] = new C192();
    shapes[193] = new C193();
    shapes[194] = new C194();
    shapes[195] = new C195();
    shapes[196] = new C196();
    shapes[197] = new C197();
    shapes[198] = new C198();
    shapes[199] = new C199();
    shapes[200] = new C200();
    shapes[201] = new C201();
    shapes[202] = new C202();
    shapes[203] = new C203();
    shapes[204] = new C204();
    shapes[205] = new C205();
    shapes[206] = new C206();
    shapes[207] = new C207();
    shapes[208] = new C208();
    shapes[209] = new C209();
    shapes[210] = new C210();
    shapes[211] = new C211();
    shapes[212] = new C212();
    shapes[213] = new C213();
    shapes[214] = new C214();
    shapes[215] = new C215();
    shapes[216] = new C216();
    shapes[217] = new C217();
    shapes[218] = new C218();
    shapes[219] = new C219();
    shapes[220] = new C220();
    shapes[221] = new C221();
    shapes[222] = new C222();
    shapes[223] = new C223();
    shapes[224] = new C224();
    shapes[225] = new C225();
    shapes[226] = new C226();
    shapes[227] = new C227();
    shapes[228] = new C228();
    shapes[229] = new C229();
    shapes[230] = new C230();
    shapes[231] = new C231();
    shapes[232] = new C232();
    shapes[233] = new C233();
    shapes[234] = new C234();
    shapes[235] = new C235();
    shapes[236] = new C236();
    shapes[237] = new C237();
    shapes[238] = new C238();
    shapes[239] = new C239();
    shapes[240] = new C240();
    shapes[241] = new C241();
    shapes[242] = new C242();
    shapes[243] = new C243();
    shapes[244] = new C244();
    shapes[245] = new C245();
    shapes[246] = new C246();
    shapes[247] = new C247();
    shapes[248] = new C248();
    shapes[249] = new C249();
    shapes[250] = new C250();
    shapes[251] = new C251();
    shapes[252] = new C252();
    shapes[253] = new C253();
    shapes[254] = new C254();
    shapes[255] = new C255();
    shapes[256] = new C256();
    shapes[257] = new C257();
    shapes[258] = new C258();
    shapes[259] = new C259();
    shapes[260] = new C260();
    shapes[261] = new C261();
    shapes[262] = new C262();
    shapes[263] = new C263();
    shapes[264] = new C264();
    shapes[265] = new C265();
    shapes[266] = new C266();
    shapes[267] = new C267();
    shapes[268] = new C268();
    shapes[269] = new C269();
    shapes[270] = new C270();
    shapes[271] = new C271();
    shapes[272] = new C272();
    shapes[273] = new C273();
    shapes[274] = new C274();
    shapes[275] = new C275();
    shapes[276] = new C276();
    shapes[277] = new C277();
    shapes[278] = new C278();
    shapes[279] = new C279();
    shapes[280] = new C280();
    shapes[281] = new C281();
    shapes[282] = new C282();
    shapes[283] = new C283();
    shapes[284] = new C284();
    shapes[285] = new C285();
    shapes[286] = new C286();
    shapes[287] = new C287();
    shapes[288] = new C288();
    shapes[289] = new C289();
    shapes[290] = new C290();
    shapes[291] = new C291();
    shapes[292] = new C292();
    shapes[293] = new C293();
    shapes[294] = new C294();
    shapes[295] = new C295();
    shapes[296] = new C296();
    shapes[297] = new C297();
    shapes[298] = new C298();
    shapes[299] = new C299();
    long total = 0;
    for (Shape s : shapes) total += s.twice(10);
    System.out.println("300 classes, total " + total);
  }
}
