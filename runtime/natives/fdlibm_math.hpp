// fdlibm-method math: the elementary functions JDK 17 computes with fdlibm (StrictMath, and Math
// where it delegates to StrictMath), reimplemented so results match the JDK bit for bit.
// Does not cover sin/cos/tan/pow (argument reduction tables); those use the C library.
#pragma once

namespace jvmlab::fdlibm {

// Each follows the method of Sun's fdlibm 5.3 (the library JDK 17's StrictMath specifies), same
// constants and operation order, and was checked against JDK 17 on millions of arguments
// (see docs/classlib.md). Pure functions of their arguments; thread-safe.
double cbrt(double x);
double log(double x);
double log10(double x);
double log1p(double x);
double exp(double x);
double expm1(double x);
double sinh(double x);
double cosh(double x);
double tanh(double x);
double atan(double x);
double atan2(double y, double x);
double asin(double x);
double acos(double x);
double hypot(double x, double y);

}  // namespace jvmlab::fdlibm
