// Natives of java.lang.Math/StrictMath (the C library's functions with Java's special cases) and
// of Float/Double (bit conversions, and parsing Java's floating-point literal syntax exactly).
// Does not format numbers (jvmlab.internal.FloatingDecimal does, in Java).
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <locale.h>
#include <string>

#include "runtime/natives/fdlibm_math.hpp"
#include "classfile/utf8.hpp"
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
double d_exp(double x) { return std::exp(x); }
double d_log(double x) { return std::log(x); }
double d_log10(double x) { return std::log10(x); }
double d_sqrt(double x) { return std::sqrt(x); }
double d_ceil(double x) { return std::ceil(x); }
double d_floor(double x) { return std::floor(x); }
double d_rint(double x) { return std::nearbyint(x); }  // round half to even (default mode)
double d_remainder(double x, double y) { return std::remainder(x, y); }

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

/// Math's functions. JDK 17's Math uses HotSpot intrinsics for sin, cos, tan, exp, log, pow (glibc
/// agrees with them on all but ~0.2% of arguments) and delegates everything else to StrictMath,
/// i.e. fdlibm: those use jvmlab's fdlibm-method versions, which match bit for bit.
void register_math_class(const char* cls, bool strict) {
  struct Entry { const char* name; NativeFn fn; };
  static const Entry common[] = {
      {"sin", unary<d_sin>},     {"cos", unary<d_cos>},     {"tan", unary<d_tan>},
      {"sqrt", unary<d_sqrt>},   {"ceil", unary<d_ceil>},   {"floor", unary<d_floor>},
      {"rint", unary<d_rint>},   {"cbrt", unary<fdlibm::cbrt>},
      {"asin", unary<fdlibm::asin>}, {"acos", unary<fdlibm::acos>}, {"atan", unary<fdlibm::atan>},
      {"sinh", unary<fdlibm::sinh>}, {"cosh", unary<fdlibm::cosh>}, {"tanh", unary<fdlibm::tanh>},
      {"expm1", unary<fdlibm::expm1>}, {"log1p", unary<fdlibm::log1p>},
  };
  for (const auto& e : common) register_native(cls, e.name, "(D)D", e.fn);
  // exp, log, log10: StrictMath is fdlibm; Math's intrinsics are closest to the C library.
  register_native(cls, "exp", "(D)D", strict ? unary<fdlibm::exp> : unary<d_exp>);
  register_native(cls, "log", "(D)D", strict ? unary<fdlibm::log> : unary<d_log>);
  register_native(cls, "log10", "(D)D", strict ? unary<fdlibm::log10> : unary<d_log10>);
  register_native(cls, "atan2", "(DD)D", binary<fdlibm::atan2>);
  register_native(cls, "hypot", "(DD)D", binary<fdlibm::hypot>);
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
    throw_new(t, "java/lang/NumberFormatException", "For input string: \"" + classfile::encode_utf8(s) + "\"");
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
  register_math_class("java/lang/Math", false);
  register_math_class("java/lang/StrictMath", true);
  register_native("java/lang/Float", "floatToRawIntBits", "(F)I", float_to_raw_int_bits);
  register_native("java/lang/Float", "intBitsToFloat", "(I)F", int_bits_to_float);
  register_native("java/lang/Double", "doubleToRawLongBits", "(D)J", double_to_raw_long_bits);
  register_native("java/lang/Double", "longBitsToDouble", "(J)D", long_bits_to_double);
  register_native("java/lang/Double", "parse", "(Ljava/lang/String;)D", double_parse);
  register_native("java/lang/Float", "parse", "(Ljava/lang/String;)F", float_parse);
}

}  // namespace jvmlab::natives
