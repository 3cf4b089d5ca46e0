// Natives of java.lang.Math/StrictMath (the C library's functions with Java's special cases) and
// of Float/Double (bit conversions, and parsing Java's floating-point literal syntax exactly).
// Does not format numbers (jvmlab.internal.FloatingDecimal does, in Java).
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <locale.h>
#include <string>

#include "runtime/natives/natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

// --- Math / StrictMath ----------------------------------------------------------------------
// Arguments: a double takes two slots, its value in the first (a[0], a[2], a[4]).

template <double (*F)(double)>
Slot unary(JavaThread*, Slot* a) { return double_slot(F(slot_double(a[0]))); }

template <double (*F)(double, double)>
Slot binary(JavaThread*, Slot* a) { return double_slot(F(slot_double(a[0]), slot_double(a[2]))); }

double d_sin(double x) { return std::sin(x); }
double d_cos(double x) { return std::cos(x); }
double d_tan(double x) { return std::tan(x); }
double d_asin(double x) { return std::asin(x); }
double d_acos(double x) { return std::acos(x); }
double d_atan(double x) { return std::atan(x); }
double d_exp(double x) { return std::exp(x); }
double d_log(double x) { return std::log(x); }
double d_log10(double x) { return std::log10(x); }
double d_sqrt(double x) { return std::sqrt(x); }
/// Cube root by fdlibm's s_cbrt.c algorithm (what JDK 17's StrictMath/Math.cbrt compute; glibc's
/// cbrt differs in the last bit, e.g. cbrt(27) = 3.0000000000000004): a 5-bit estimate from the
/// exponent, a rational step to 23 bits, rounding up to 20 bits, one Newton step (< 0.667 ulp).
double d_cbrt(double x) {
  auto hi = [](double d) { uint64_t b; std::memcpy(&b, &d, 8); return uint32_t(b >> 32); };
  auto lo = [](double d) { uint64_t b; std::memcpy(&b, &d, 8); return uint32_t(b); };
  auto make = [](uint32_t h, uint32_t l) { uint64_t b = (uint64_t(h) << 32) | l; double d; std::memcpy(&d, &b, 8); return d; };
  constexpr uint32_t B1 = 715094163;  // (682 - 0.03306235651) * 2^20
  constexpr uint32_t B2 = 696219795;  // (664 - 0.03306235651) * 2^20
  constexpr double C = 5.42857142857142815906e-01, D = -7.05306122448979611050e-01,
                   E = 1.41428571428571436819e+00, F = 1.60714285714285720630e+00,
                   G = 3.57142857142857150787e-01;
  uint32_t hx = hi(x);
  const uint32_t sign = hx & 0x80000000u;
  hx ^= sign;
  if (hx >= 0x7ff00000u) return x + x;           // NaN, infinity
  if ((hx | lo(x)) == 0) return x;                // +-0
  x = make(hx, lo(x));                            // |x|
  double t;
  if (hx < 0x00100000u) {                         // subnormal: scale by 2^54 first
    t = make(0x43500000u, 0) * x;
    t = make(hi(t) / 3 + B2, 0);
  } else {
    t = make(hx / 3 + B1, 0);
  }
  double r = t * t / x;                           // estimate to 23 bits
  double s = C + r * t;
  t *= G + F / (s + E + D / s);
  t = make(hi(t) + 1, 0);                         // chop to 20 bits, round up
  s = t * t;                                      // Newton step to 53 bits
  r = x / s;
  double w = t + t;
  r = (r - t) / (w + r);
  t = t + t * r;
  return make(hi(t) | sign, lo(t));
}
double d_ceil(double x) { return std::ceil(x); }
double d_floor(double x) { return std::floor(x); }
double d_rint(double x) { return std::nearbyint(x); }  // round half to even (default mode)
double d_sinh(double x) { return std::sinh(x); }
double d_cosh(double x) { return std::cosh(x); }
double d_tanh(double x) { return std::tanh(x); }
double d_expm1(double x) { return std::expm1(x); }
double d_log1p(double x) { return std::log1p(x); }
double d_atan2(double y, double x) { return std::atan2(y, x); }
double d_hypot(double x, double y) { return std::hypot(x, y); }
double d_remainder(double x, double y) { return std::remainder(x, y); }

/// StrictMath.log by fdlibm's e_log.c method (JDK 17's StrictMath.log is fdlibm; glibc's log is
/// correctly rounded and so differs from it in the last bit for some arguments, which shows in
/// Random.nextGaussian). x = 2^k (1 + f) with sqrt(2)/2 < 1 + f < sqrt(2); log(1 + f) = f - s(f - R)
/// with s = f / (2 + f) and R a degree-14 minimax polynomial in s; k ln2 added in two parts.
double fdlibm_log(double x) {
  auto hi = [](double d) { uint64_t b; std::memcpy(&b, &d, 8); return int32_t(b >> 32); };
  auto lo = [](double d) { uint64_t b; std::memcpy(&b, &d, 8); return uint32_t(b); };
  auto with_hi = [](double d, int32_t h) {
    uint64_t b; std::memcpy(&b, &d, 8);
    b = (uint64_t(uint32_t(h)) << 32) | (b & 0xffffffffu);
    std::memcpy(&d, &b, 8);
    return d;
  };
  constexpr double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10,
                   two54 = 1.80143985094819840000e+16,
                   Lg1 = 6.666666666666735130e-01, Lg2 = 3.999999999940941908e-01,
                   Lg3 = 2.857142874366239149e-01, Lg4 = 2.222219843214978396e-01,
                   Lg5 = 1.818357216161805012e-01, Lg6 = 1.531383769920937332e-01,
                   Lg7 = 1.479819860511658591e-01;
  int32_t hx = hi(x);
  int k = 0;
  if (hx < 0x00100000) {                          // zero, negative or subnormal
    if (((hx & 0x7fffffff) | lo(x)) == 0) return -HUGE_VAL;
    if (hx < 0) {
      volatile double zero = 0.0;                 // computed, like fdlibm: x86's default NaN
      return (x - x) / zero;
    }
    k -= 54;
    x *= two54;
    hx = hi(x);
  }
  if (hx >= 0x7ff00000) return x + x;            // infinity or NaN
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  int32_t i = (hx + 0x95f64) & 0x100000;          // normalize x or x/2 into [sqrt(2)/2, sqrt(2))
  x = with_hi(x, hx | (i ^ 0x3ff00000));
  k += i >> 20;
  double f = x - 1.0;
  double dk = k;
  if ((0x000fffff & (2 + hx)) < 3) {              // |f| < 2^-20
    if (f == 0.0) return k == 0 ? 0.0 : dk * ln2_hi + dk * ln2_lo;
    double R = f * f * (0.5 - 0.33333333333333333 * f);
    return k == 0 ? f - R : dk * ln2_hi - ((R - dk * ln2_lo) - f);
  }
  double s = f / (2.0 + f);
  double z = s * s;
  i = hx - 0x6147a;
  double w = z * z;
  int32_t j = 0x6b851 - hx;
  double t1 = w * (Lg2 + w * (Lg4 + w * Lg6));
  double t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
  i |= j;
  double R = t2 + t1;
  if (i > 0) {
    double hfsq = 0.5 * f * f;
    return k == 0 ? f - (hfsq - s * (hfsq + R)) : dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
  }
  return k == 0 ? f - s * (f - R) : dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
}

/// Math.pow: C's pow except where Java differs: a NaN exponent gives NaN (C: pow(1, NaN) = 1),
/// and |x| = 1 with an infinite exponent gives NaN (C: 1).
double d_pow(double x, double y) {
  if (std::isnan(y)) return y;
  if (std::fabs(x) == 1.0 && std::isinf(y)) return std::nan("");
  return std::pow(x, y);
}

Slot fma_double(JavaThread*, Slot* a) {
  return double_slot(std::fma(slot_double(a[0]), slot_double(a[2]), slot_double(a[4])));
}

Slot fma_float(JavaThread*, Slot* a) {
  return float_slot(std::fma(slot_float(a[0]), slot_float(a[1]), slot_float(a[2])));
}

void register_math_class(const char* cls) {
  struct Entry { const char* name; NativeFn fn; };
  static const Entry unaries[] = {
      {"sin", unary<d_sin>},     {"cos", unary<d_cos>},     {"tan", unary<d_tan>},
      {"asin", unary<d_asin>},   {"acos", unary<d_acos>},   {"atan", unary<d_atan>},
      {"exp", unary<d_exp>},     {"log", unary<d_log>},     {"log10", unary<d_log10>},
      {"sqrt", unary<d_sqrt>},   {"cbrt", unary<d_cbrt>},   {"ceil", unary<d_ceil>},
      {"floor", unary<d_floor>}, {"rint", unary<d_rint>},   {"sinh", unary<d_sinh>},
      {"cosh", unary<d_cosh>},   {"tanh", unary<d_tanh>},   {"expm1", unary<d_expm1>},
      {"log1p", unary<d_log1p>},
  };
  for (const auto& e : unaries) register_native(cls, e.name, "(D)D", e.fn);
  register_native(cls, "atan2", "(DD)D", binary<d_atan2>);
  register_native(cls, "hypot", "(DD)D", binary<d_hypot>);
  register_native(cls, "IEEEremainder", "(DD)D", binary<d_remainder>);
  register_native(cls, "pow", "(DD)D", binary<d_pow>);
  register_native(cls, "fma", "(DDD)D", fma_double);
  register_native(cls, "fma", "(FFF)F", fma_float);
}

// --- Float / Double bits --------------------------------------------------------------------

Slot float_to_raw_int_bits(JavaThread*, Slot* a) { return int_slot(int32_t(uint32_t(a[0]))); }
Slot int_bits_to_float(JavaThread*, Slot* a) { return Slot(uint32_t(a[0])); }
Slot double_to_raw_long_bits(JavaThread*, Slot* a) { return a[0]; }
Slot long_bits_to_double(JavaThread*, Slot* a) { return a[0]; }

// --- parsing --------------------------------------------------------------------------------

/// Checks `s` (already trimmed) against Java's FloatingPointLiteral-with-sign grammar
/// (Double.valueOf's documented syntax) and rewrites it into `out` for strtod: suffix [fFdD]
/// removed. Special values come back as "nan"/"inf". A second '.' in a decimal mantissa is
/// reported separately: the JDK's message for it is "multiple points".
enum class Syntax { kOk, kBad, kMultiplePoints };

Syntax java_float_syntax(const std::u16string& s, std::string& out) {
  size_t i = 0, n = s.size();
  out.clear();
  if (i < n && (s[i] == '+' || s[i] == '-')) out.push_back(char(s[i++]));
  auto rest_is = [&](const char* word) {
    size_t len = std::strlen(word);
    if (n - i != len) return false;
    for (size_t k = 0; k < len; k++) if (s[i + k] != char16_t(word[k])) return false;
    return true;
  };
  if (rest_is("NaN")) { out = "nan"; return Syntax::kOk; }
  if (rest_is("Infinity")) { out += "inf"; return Syntax::kOk; }
  auto is_digit = [](char16_t c) { return c >= '0' && c <= '9'; };
  auto is_hex = [&](char16_t c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); };
  auto digits = [&](auto pred) {
    size_t start = i;
    while (i < n && pred(s[i])) out.push_back(char(s[i++]));
    return i - start;
  };
  const bool hex = i + 1 < n && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X');
  if (hex) {
    out += "0x";
    i += 2;
    size_t count = digits(is_hex);
    if (i < n && s[i] == '.') {
      out.push_back('.');
      i++;
      count += digits(is_hex);
    }
    if (count == 0) return Syntax::kBad;
    if (i >= n || (s[i] != 'p' && s[i] != 'P')) return Syntax::kBad;  // binary exponent is mandatory
  } else {
    size_t count = digits(is_digit);
    if (i < n && s[i] == '.') {
      out.push_back('.');
      i++;
      count += digits(is_digit);
      if (i < n && s[i] == '.') return Syntax::kMultiplePoints;
    }
    if (count == 0) return Syntax::kBad;
  }
  // Exponent: [eE] for decimal (optional), [pP] for hex (checked above).
  if (i < n && (hex ? (s[i] == 'p' || s[i] == 'P') : (s[i] == 'e' || s[i] == 'E'))) {
    out.push_back(hex ? 'p' : 'e');
    i++;
    if (i < n && (s[i] == '+' || s[i] == '-')) out.push_back(char(s[i++]));
    if (digits(is_digit) == 0) return Syntax::kBad;
  }
  if (i < n && (s[i] == 'f' || s[i] == 'F' || s[i] == 'd' || s[i] == 'D')) i++;
  return i == n ? Syntax::kOk : Syntax::kBad;
}

/// The "C" locale, so parsing ignores any LC_NUMERIC setting.
locale_t c_locale() {
  static locale_t loc = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(0));
  return loc;
}

/// Shared front half of Double.parse/Float.parse: NPE for null, trim (chars <= ' '),
/// "empty String", syntax check. Returns false with the exception pending.
bool prepare_parse(JavaThread* t, Object* str, std::string& cleaned) {
  if (!str) {
    throw_new(t, "java/lang/NullPointerException",
              std::string("Cannot invoke \"String.trim()\" because \"in\" is null"));
    return false;
  }
  std::u16string s = string_chars(str);
  size_t b = 0, e = s.size();
  while (b < e && s[b] <= u' ') b++;
  while (e > b && s[e - 1] <= u' ') e--;
  s = s.substr(b, e - b);
  if (s.empty()) {
    throw_new(t, "java/lang/NumberFormatException", std::string("empty String"));
    return false;
  }
  Syntax syntax = java_float_syntax(s, cleaned);
  if (syntax == Syntax::kMultiplePoints) {
    throw_new(t, "java/lang/NumberFormatException", std::string("multiple points"));
    return false;
  }
  if (syntax != Syntax::kOk) {
    throw_new(t, "java/lang/NumberFormatException", "For input string: \"" + utf16_to_utf8(s) + "\"");
    return false;
  }
  return true;
}

/// Double.parse: correctly rounded (strtod), overflow to infinity, underflow to zero.
Slot double_parse(JavaThread* t, Slot* a) {
  std::string cleaned;
  if (!prepare_parse(t, slot_ref(a[0]), cleaned)) return 0;
  if (cleaned == "nan") return double_slot(std::nan(""));
  return double_slot(strtod_l(cleaned.c_str(), nullptr, c_locale()));
}

/// Float.parse: rounded once, directly to float (strtof), as Java requires.
Slot float_parse(JavaThread* t, Slot* a) {
  std::string cleaned;
  if (!prepare_parse(t, slot_ref(a[0]), cleaned)) return 0;
  if (cleaned == "nan") return float_slot(std::nanf(""));
  return float_slot(strtof_l(cleaned.c_str(), nullptr, c_locale()));
}

}  // namespace

void register_math_natives() {
  register_math_class("java/lang/Math");
  register_math_class("java/lang/StrictMath");
  register_native("java/lang/StrictMath", "log", "(D)D", unary<fdlibm_log>);  // replaces the C one
  register_native("java/lang/Float", "floatToRawIntBits", "(F)I", float_to_raw_int_bits);
  register_native("java/lang/Float", "intBitsToFloat", "(I)F", int_bits_to_float);
  register_native("java/lang/Double", "doubleToRawLongBits", "(D)J", double_to_raw_long_bits);
  register_native("java/lang/Double", "longBitsToDouble", "(J)D", long_bits_to_double);
  register_native("java/lang/Double", "parse", "(Ljava/lang/String;)D", double_parse);
  register_native("java/lang/Float", "parse", "(Ljava/lang/String;)F", float_parse);
}

}  // namespace jvmlab::natives
