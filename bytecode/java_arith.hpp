// Java's arithmetic on C++ values where C++ differs (JVMS §6.5, JLS §15.17): saturating
// floating-point to integer conversions, the three-way float/double compares with their NaN
// results, and division and remainder with the MIN_VALUE / -1 overflow. Every tier uses these
// (the interpreter executes them, compiled code's slow paths and constant folding will), so the
// rules live once. Pure functions, thread-safe. Division by zero is the caller's check.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace jvmlab::bc {

/// f2i, f2l, d2i, d2l (JVMS §6.5.f2i): NaN -> 0, out of range -> the nearest of MIN/MAX, else
/// rounding toward zero.
template <typename I, typename F>
inline I java_f2i(F v) {
  if (std::isnan(v)) return 0;
  if (v >= F(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  if (v <= F(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  return I(v);
}

/// fcmpl/fcmpg/dcmpl/dcmpg (JVMS §6.5.fcmp): 1, -1 or 0; `nan_result` (-1 for the l forms, 1 for
/// the g forms) when either operand is NaN.
template <typename F>
inline int32_t java_fcmp(F a, F b, int32_t nan_result) {
  if (a > b) return 1;
  if (a < b) return -1;
  if (a == b) return 0;
  return nan_result;
}

/// idiv/ldiv (JVMS §6.5.idiv): truncating division; MIN_VALUE / -1 is MIN_VALUE (no trap).
/// Precondition: b != 0.
template <typename I>
inline I java_div(I a, I b) {
  using U = std::make_unsigned_t<I>;
  return b == -1 ? I(U(0) - U(a)) : I(a / b);
}

/// irem/lrem (JVMS §6.5.irem): a - (a / b) * b; MIN_VALUE % -1 is 0 (no trap). Precondition: b != 0.
template <typename I>
inline I java_rem(I a, I b) {
  return b == -1 ? I(0) : I(a % b);
}

}  // namespace jvmlab::bc
