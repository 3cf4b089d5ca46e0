// fdlibm-method elementary functions (see fdlibm_math.hpp). Each works on the two 32-bit words
// of a double, as fdlibm does: `hi` holds sign, exponent and the top 20 significand bits.
//
// The methods and coefficients are those of fdlibm 5.3 (Sun Microsystems, 1993; "Permission to
// use, copy, modify, and distribute this software is freely granted, provided that this notice
// is preserved"), which JDK 17's StrictMath is specified to follow.
#include "runtime/natives/fdlibm_math.hpp"

// Bit-exactness needs every multiply and add rounded separately: no fused multiply-add.
#pragma GCC optimize("fp-contract=off")

#include <cmath>
#include <cstdint>
#include <cstring>

namespace jvmlab::fdlibm {

namespace {

int32_t hi(double d) { uint64_t b; std::memcpy(&b, &d, 8); return int32_t(b >> 32); }
uint32_t lo(double d) { uint64_t b; std::memcpy(&b, &d, 8); return uint32_t(b); }
double words(int32_t h, uint32_t l) {
  uint64_t b = (uint64_t(uint32_t(h)) << 32) | l;
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}
double with_hi(double d, int32_t h) { return words(h, lo(d)); }
double with_lo(double d, uint32_t l) { return words(hi(d), l); }

/// 0/0 computed at run time: the platform's default NaN, as fdlibm's (x-x)/(x-x) gives.
double invalid(double x) {
  volatile double zero = 0.0;
  return (x - x) / zero;
}

constexpr double kHuge = 1.0e300;
constexpr double kTiny = 1.0e-300;
constexpr double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
constexpr double two54 = 1.80143985094819840000e+16;
constexpr double invln2 = 1.44269504088896338700e+00;

// log polynomial: R(s) ~ (log(1+f) - 2s)/s with s = f/(2+f) (e_log.c, s_log1p.c).
constexpr double Lg1 = 6.666666666666735130e-01, Lg2 = 3.999999999940941908e-01,
                 Lg3 = 2.857142874366239149e-01, Lg4 = 2.222219843214978396e-01,
                 Lg5 = 1.818357216161805012e-01, Lg6 = 1.531383769920937332e-01,
                 Lg7 = 1.479819860511658591e-01;

// asin/acos rational approximation (e_asin.c, e_acos.c).
constexpr double pio2_hi = 1.57079632679489655800e+00, pio2_lo = 6.12323399573676603587e-17,
                 pio4_hi = 7.85398163397448278999e-01, pi = 3.14159265358979311600e+00;
constexpr double pS0 = 1.66666666666666657415e-01, pS1 = -3.25565818622400915405e-01,
                 pS2 = 2.01212532134862925881e-01, pS3 = -4.00555345006794114027e-02,
                 pS4 = 7.91534994289814532176e-04, pS5 = 3.47933107596021167570e-05,
                 qS1 = -2.40339491173441421878e+00, qS2 = 2.02094576023350569471e+00,
                 qS3 = -6.88283971605453293030e-01, qS4 = 7.70381505559019352791e-02;

double asin_p(double t) { return t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5))))); }
double asin_q(double t) { return 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4))); }

}  // namespace

double cbrt(double x) {
  constexpr int32_t B1 = 715094163, B2 = 696219795;  // exponent biases for the first guess
  constexpr double C = 5.42857142857142815906e-01, D = -7.05306122448979611050e-01,
                   E = 1.41428571428571436819e+00, F = 1.60714285714285720630e+00,
                   G = 3.57142857142857150787e-01;
  int32_t hx = hi(x);
  const int32_t sign = hx & int32_t(0x80000000);
  hx ^= sign;
  if (hx >= 0x7ff00000) return x;                // NaN (bits kept, as the JDK's), infinity
  if ((hx | lo(x)) == 0) return x;                // +-0
  x = with_hi(x, hx);                             // |x|
  double t;
  if (hx < 0x00100000) {                          // subnormal: scale by 2^54 first
    t = words(0x43500000, 0) * x;
    t = words(hi(t) / 3 + B2, 0);
  } else {
    t = words(hx / 3 + B1, 0);                    // 5-bit estimate
  }
  double r = t * t / x;                           // rational step to 23 bits
  double s = C + r * t;
  t *= G + F / (s + E + D / s);
  t = words(hi(t) + 1, 0);                        // chop to 20 bits, round up
  s = t * t;                                      // Newton step to 53 bits
  r = x / s;
  double w = t + t;
  r = (r - t) / (w + r);
  t = t + t * r;
  return with_hi(t, hi(t) | sign);
}

double log(double x) {
  int32_t hx = hi(x);
  int k = 0;
  if (hx < 0x00100000) {                          // zero, negative or subnormal
    if (((hx & 0x7fffffff) | lo(x)) == 0) return -HUGE_VAL;
    if (hx < 0) return invalid(x);
    k -= 54;
    x *= two54;
    hx = hi(x);
  }
  if (hx >= 0x7ff00000) return x + x;            // infinity or NaN
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  int32_t i = (hx + 0x95f64) & 0x100000;          // x or x/2 into [sqrt(2)/2, sqrt(2))
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

double log10(double x) {
  constexpr double ivln10 = 4.34294481903251816668e-01, log10_2hi = 3.01029995663611771306e-01,
                   log10_2lo = 3.69423907715893078616e-13;
  int32_t hx = hi(x);
  int k = 0;
  if (hx < 0x00100000) {
    if (((hx & 0x7fffffff) | lo(x)) == 0) return -HUGE_VAL;
    if (hx < 0) return invalid(x);
    k -= 54;
    x *= two54;
    hx = hi(x);
  }
  if (hx >= 0x7ff00000) return x + x;
  k += (hx >> 20) - 1023;
  int i = int((uint32_t(k) & 0x80000000u) >> 31);
  hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
  double y = k + i;
  x = with_hi(x, hx);
  double z = y * log10_2lo + ivln10 * log(x);
  return z + y * log10_2hi;
}

double log1p(double x) {
  int32_t hx = hi(x);
  int32_t ax = hx & 0x7fffffff;
  int k = 1;
  double f = 0, c = 0;
  int32_t hu = 0;
  if (hx < 0x3FDA827A) {                          // x < 0.41422
    if (ax >= 0x3ff00000) {                       // x <= -1
      if (x == -1.0) return -HUGE_VAL;
      return invalid(x);
    }
    if (ax < 0x3e200000) {                        // |x| < 2^-29
      if (two54 + x > 0.0 && ax < 0x3c900000) return x;
      return x - x * x * 0.5;
    }
    if (hx > 0 || hx <= int32_t(0xbfd2bec3)) {    // -0.2929 < x < 0.41422
      k = 0;
      f = x;
      hu = 1;
    }
  }
  if (hx >= 0x7ff00000) return x + x;
  if (k != 0) {
    double u;
    if (hx < 0x43400000) {
      u = 1.0 + x;
      hu = hi(u);
      k = (hu >> 20) - 1023;
      c = (k > 0) ? 1.0 - (u - x) : x - (u - 1.0);  // correction term
      c /= u;
    } else {
      u = x;
      hu = hi(u);
      k = (hu >> 20) - 1023;
      c = 0;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) {
      u = with_hi(u, hu | 0x3ff00000);            // normalize u
    } else {
      k += 1;
      u = with_hi(u, hu | 0x3fe00000);            // normalize u/2
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1.0;
  }
  double hfsq = 0.5 * f * f;
  if (hu == 0) {                                  // |f| < 2^-20
    if (f == 0.0) {
      if (k == 0) return 0.0;
      c += k * ln2_lo;
      return k * ln2_hi + c;
    }
    double R = hfsq * (1.0 - 0.66666666666666666 * f);
    return k == 0 ? f - R : k * ln2_hi - ((R - (k * ln2_lo + c)) - f);
  }
  double s = f / (2.0 + f);
  double z = s * s;
  double R = z * (Lg1 + z * (Lg2 + z * (Lg3 + z * (Lg4 + z * (Lg5 + z * (Lg6 + z * Lg7))))));
  if (k == 0) return f - (hfsq - s * (hfsq + R));
  return k * ln2_hi - ((hfsq - (s * (hfsq + R) + (k * ln2_lo + c))) - f);
}

double exp(double x) {
  constexpr double o_threshold = 7.09782712893383973096e+02, u_threshold = -7.45133219101941108420e+02;
  constexpr double twom1000 = 9.33263618503218878990e-302;
  constexpr double P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03,
                   P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
                   P5 = 4.13813679705723846039e-08;
  int32_t hx = hi(x);
  const int xsb = (uint32_t(hx) >> 31) & 1;
  hx &= 0x7fffffff;
  if (hx >= 0x40862E42) {                         // |x| >= 709.78...
    if (hx >= 0x7ff00000) {
      if (((hx & 0xfffff) | lo(x)) != 0) return x + x;
      return xsb == 0 ? x : 0.0;
    }
    if (x > o_threshold) return kHuge * kHuge;
    if (x < u_threshold) return twom1000 * twom1000;
  }
  double hi_part = 0, lo_part = 0;
  int k = 0;
  if (hx > 0x3fd62e42) {                          // |x| > 0.5 ln2: x = k ln2 + r
    if (hx < 0x3FF0A2B2) {                        // and |x| < 1.5 ln2
      hi_part = xsb ? x + ln2_hi : x - ln2_hi;
      lo_part = xsb ? -ln2_lo : ln2_lo;
      k = 1 - xsb - xsb;
    } else {
      k = int(invln2 * x + (xsb ? -0.5 : 0.5));
      double t = k;
      hi_part = x - t * ln2_hi;
      lo_part = t * ln2_lo;
    }
    x = hi_part - lo_part;
  } else if (hx < 0x3e300000) {                   // |x| < 2^-28
    if (kHuge + x > 1.0) return 1.0 + x;
  }
  double t = x * x;
  double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
  double y = 1.0 - ((lo_part - (x * c) / (2.0 - c)) - hi_part);
  if (k >= -1021) return with_hi(y, hi(y) + (k << 20));
  return with_hi(y, hi(y) + ((k + 1000) << 20)) * twom1000;
}

double expm1(double x) {
  constexpr double o_threshold = 7.09782712893383973096e+02;
  constexpr double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03,
                   Q3 = -7.93650757867487942473e-05, Q4 = 4.00821782732936239552e-06,
                   Q5 = -2.01099218183624371326e-07;
  int32_t hx = hi(x);
  const int32_t xsb = hx & int32_t(0x80000000);
  hx &= 0x7fffffff;
  // Huge and non-finite arguments
  if (hx >= 0x4043687A) {                         // |x| >= 56 ln2
    if (hx >= 0x40862E42) {                       // |x| >= 709.78...
      if (hx >= 0x7ff00000) {
        if (((hx & 0xfffff) | lo(x)) != 0) return x + x;
        return xsb == 0 ? x : -1.0;
      }
      if (x > o_threshold) return kHuge * kHuge;
    }
    if (xsb != 0 && x + kTiny < 0.0) return kTiny - 1.0;  // x < -56 ln2
  }
  // Argument reduction: x = k ln2 + r, with a correction c
  double c = 0;
  int k;
  if (hx > 0x3fd62e42) {                          // |x| > 0.5 ln2
    double hi_part, lo_part;
    if (hx < 0x3FF0A2B2) {                        // and |x| < 1.5 ln2
      if (xsb == 0) {
        hi_part = x - ln2_hi; lo_part = ln2_lo; k = 1;
      } else {
        hi_part = x + ln2_hi; lo_part = -ln2_lo; k = -1;
      }
    } else {
      k = int(invln2 * x + ((xsb == 0) ? 0.5 : -0.5));
      double t = k;
      hi_part = x - t * ln2_hi;
      lo_part = t * ln2_lo;
    }
    x = hi_part - lo_part;
    c = (hi_part - x) - lo_part;
  } else if (hx < 0x3c900000) {                   // |x| < 2^-54
    double t = kHuge + x;
    return x - (t - (kHuge + x));
  } else {
    k = 0;
  }
  // x is now in the primary range
  double hfx = 0.5 * x;
  double hxs = x * hfx;
  double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
  double t = 3.0 - r1 * hfx;
  double e = hxs * ((r1 - t) / (6.0 - x * t));
  if (k == 0) return x - (x * e - hxs);
  e = (x * (e - c) - c);
  e -= hxs;
  if (k == -1) return 0.5 * (x - e) - 0.5;
  if (k == 1) {
    if (x < -0.25) return -2.0 * (e - (x + 0.5));
    return 1.0 + 2.0 * (x - e);
  }
  if (k <= -2 || k > 56) {                        // exp(x) - 1 is just exp(x) here
    double y = 1.0 - (e - x);
    y = with_hi(y, hi(y) + (k << 20));
    return y - 1.0;
  }
  double y;
  if (k < 20) {
    t = words(0x3ff00000 - (0x200000 >> k), 0);   // 1 - 2^-k
    y = t - (e - x);
  } else {
    t = words((0x3ff - k) << 20, 0);              // 2^-k
    y = x - (e + t);
    y += 1.0;
  }
  return with_hi(y, hi(y) + (k << 20));
}

double sinh(double x) {
  constexpr double shuge = 1.0e307;
  int32_t jx = hi(x);
  int32_t ix = jx & 0x7fffffff;
  if (ix >= 0x7ff00000) return x + x;             // NaN, infinity
  double h = jx < 0 ? -0.5 : 0.5;
  if (ix < 0x40360000) {                          // |x| < 22
    if (ix < 0x3e300000 && shuge + x > 1.0) return x;  // |x| < 2^-28
    double t = expm1(std::fabs(x));
    if (ix < 0x3ff00000) return h * (2.0 * t - t * t / (t + 1.0));
    return h * (t + t / (t + 1.0));
  }
  if (ix < 0x40862E42) return h * exp(std::fabs(x));  // |x| in [22, log(maxdouble)]
  uint32_t lx = lo(x);
  if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {  // below the overflow threshold
    double w = exp(0.5 * std::fabs(x));
    double t = h * w;
    return t * w;
  }
  return x * shuge;
}

double cosh(double x) {
  int32_t ix = hi(x) & 0x7fffffff;
  if (ix >= 0x7ff00000) return x * x;
  if (ix < 0x3fd62e43) {                          // |x| < 0.5 ln2
    double t = expm1(std::fabs(x));
    double w = 1.0 + t;
    if (ix < 0x3c800000) return w;                // cosh(tiny) = 1
    return 1.0 + (t * t) / (w + w);
  }
  if (ix < 0x40360000) {                          // |x| < 22
    double t = exp(std::fabs(x));
    return 0.5 * t + 0.5 / t;
  }
  if (ix < 0x40862E42) return 0.5 * exp(std::fabs(x));
  uint32_t lx = lo(x);
  if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
    double w = exp(0.5 * std::fabs(x));
    double t = 0.5 * w;
    return t * w;
  }
  return kHuge * kHuge;
}

double tanh(double x) {
  int32_t jx = hi(x);
  int32_t ix = jx & 0x7fffffff;
  if (ix >= 0x7ff00000) return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0;  // +-1, NaN
  double z;
  if (ix < 0x40360000) {                          // |x| < 22
    if (ix < 0x3c800000) return x * (1.0 + x);    // |x| < 2^-55
    if (ix >= 0x3ff00000) {                       // |x| >= 1
      double t = expm1(2.0 * std::fabs(x));
      z = 1.0 - 2.0 / (t + 2.0);
    } else {
      double t = expm1(-2.0 * std::fabs(x));
      z = -t / (t + 2.0);
    }
  } else {
    z = 1.0 - kTiny;
  }
  return jx >= 0 ? z : -z;
}

double atan(double x) {
  static constexpr double atanhi[] = {4.63647609000806093515e-01, 7.85398163397448278999e-01,
                                      9.82793723247329054082e-01, 1.57079632679489655800e+00};
  static constexpr double atanlo[] = {2.26987774529616870924e-17, 3.06161699786838301793e-17,
                                      1.39033110312309984516e-17, 6.12323399573676603587e-17};
  static constexpr double aT[] = {
      3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01,
      -1.11111104054623557880e-01, 9.09088713343650656196e-02, -7.69187620504482999495e-02,
      6.66107313738753120669e-02, -5.83357013379057348645e-02, 4.97687799461593236017e-02,
      -3.65315727442169155270e-02, 1.62858201153657823623e-02};
  int32_t hx = hi(x);
  int32_t ix = hx & 0x7fffffff;
  int id;
  if (ix >= 0x44100000) {                         // |x| >= 2^66
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lo(x) != 0)) return x + x;
    return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
  }
  if (ix < 0x3fdc0000) {                          // |x| < 0.4375
    if (ix < 0x3e200000 && kHuge + x > 1.0) return x;  // |x| < 2^-29
    id = -1;
  } else {
    x = std::fabs(x);
    if (ix < 0x3ff30000) {                        // |x| < 1.1875
      if (ix < 0x3fe60000) {                      // 7/16 <= |x| < 11/16
        id = 0;
        x = (2.0 * x - 1.0) / (2.0 + x);
      } else {                                    // 11/16 <= |x| < 19/16
        id = 1;
        x = (x - 1.0) / (x + 1.0);
      }
    } else if (ix < 0x40038000) {                 // |x| < 2.4375
      id = 2;
      x = (x - 1.5) / (1.0 + 1.5 * x);
    } else {                                      // 2.4375 <= |x| < 2^66
      id = 3;
      x = -1.0 / x;
    }
  }
  double z = x * x;
  double w = z * z;
  double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
  double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
  if (id < 0) return x - x * (s1 + s2);
  z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
  return hx < 0 ? -z : z;
}

double atan2(double y, double x) {
  constexpr double pi_o_4 = 7.8539816339744827900E-01, pi_o_2 = 1.5707963267948965580E+00,
                   pi_lo = 1.2246467991473531772E-16;
  int32_t hx = hi(x), ix = hx & 0x7fffffff;
  uint32_t lx = lo(x);
  int32_t hy = hi(y), iy = hy & 0x7fffffff;
  uint32_t ly = lo(y);
  if ((uint32_t(ix) | ((lx | (0u - lx)) >> 31)) > 0x7ff00000u ||
      (uint32_t(iy) | ((ly | (0u - ly)) >> 31)) > 0x7ff00000u) {
    return x + y;                                 // x or y is NaN
  }
  if (((uint32_t(hx) - 0x3ff00000u) | lx) == 0) return atan(y);  // x = 1
  const int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);         // 2 sign(x) + sign(y)
  if ((iy | int32_t(ly)) == 0) {                  // y = 0
    switch (m) {
      case 0: case 1: return y;
      case 2: return pi + kTiny;
      default: return -pi - kTiny;
    }
  }
  if ((ix | int32_t(lx)) == 0) return hy < 0 ? -pi_o_2 - kTiny : pi_o_2 + kTiny;  // x = 0
  if (ix == 0x7ff00000) {                         // x infinite
    if (iy == 0x7ff00000) {
      switch (m) {
        case 0: return pi_o_4 + kTiny;
        case 1: return -pi_o_4 - kTiny;
        case 2: return 3.0 * pi_o_4 + kTiny;
        default: return -3.0 * pi_o_4 - kTiny;
      }
    }
    switch (m) {
      case 0: return 0.0;
      case 1: return -0.0;
      case 2: return pi + kTiny;
      default: return -pi - kTiny;
    }
  }
  if (iy == 0x7ff00000) return hy < 0 ? -pi_o_2 - kTiny : pi_o_2 + kTiny;  // y infinite
  // Compute y/x
  int k = (iy - ix) >> 20;
  double z;
  if (k > 60) {
    z = pi_o_2 + 0.5 * pi_lo;                     // |y/x| > 2^60
  } else if (hx < 0 && k < -60) {
    z = 0.0;                                      // |y|/x < -2^60
  } else {
    z = atan(std::fabs(y / x));
  }
  switch (m) {
    case 0: return z;
    case 1: return with_hi(z, hi(z) ^ int32_t(0x80000000));
    case 2: return pi - (z - pi_lo);
    default: return (z - pi_lo) - pi;
  }
}

double asin(double x) {
  int32_t hx = hi(x);
  int32_t ix = hx & 0x7fffffff;
  if (ix >= 0x3ff00000) {                         // |x| >= 1
    if (((ix - 0x3ff00000) | int32_t(lo(x))) == 0) return x * pio2_hi + x * pio2_lo;
    return invalid(x);
  }
  if (ix < 0x3fe00000) {                          // |x| < 0.5
    if (ix < 0x3e400000 && kHuge + x > 1.0) return x;  // |x| < 2^-27
    double t = x * x;
    double w = asin_p(t) / asin_q(t);
    return x + x * w;
  }
  // 0.5 <= |x| < 1
  double w = 1.0 - std::fabs(x);
  double t = w * 0.5;
  double p = asin_p(t);
  double q = asin_q(t);
  double s = std::sqrt(t);
  if (ix >= 0x3FEF3333) {                         // |x| > 0.975
    w = p / q;
    t = pio2_hi - (2.0 * (s + s * w) - pio2_lo);
  } else {
    w = with_lo(s, 0);
    double c = (t - w * w) / (s + w);
    double r = p / q;
    p = 2.0 * s * r - (pio2_lo - 2.0 * c);
    q = pio4_hi - 2.0 * w;
    t = pio4_hi - (p - q);
  }
  return hx > 0 ? t : -t;
}

double acos(double x) {
  int32_t hx = hi(x);
  int32_t ix = hx & 0x7fffffff;
  if (ix >= 0x3ff00000) {                         // |x| >= 1
    if (((ix - 0x3ff00000) | int32_t(lo(x))) == 0) return hx > 0 ? 0.0 : pi + 2.0 * pio2_lo;
    return invalid(x);
  }
  if (ix < 0x3fe00000) {                          // |x| < 0.5
    if (ix <= 0x3c600000) return pio2_hi + pio2_lo;  // |x| < 2^-57
    double z = x * x;
    double r = asin_p(z) / asin_q(z);
    return pio2_hi - (x - (pio2_lo - x * r));
  }
  if (hx < 0) {                                   // x < -0.5
    double z = (1.0 + x) * 0.5;
    double s = std::sqrt(z);
    double r = asin_p(z) / asin_q(z);
    double w = r * s - pio2_lo;
    return pi - 2.0 * (s + w);
  }
  // x > 0.5
  double z = (1.0 - x) * 0.5;
  double s = std::sqrt(z);
  double df = with_lo(s, 0);
  double c = (z - df * df) / (s + df);
  double r = asin_p(z) / asin_q(z);
  double w = r * s + c;
  return 2.0 * (df + w);
}

double hypot(double x, double y) {
  int32_t ha = hi(x) & 0x7fffffff;
  int32_t hb = hi(y) & 0x7fffffff;
  double a, b;
  if (hb > ha) {
    a = y; b = x;
    int32_t j = ha; ha = hb; hb = j;
  } else {
    a = x; b = y;
  }
  a = with_hi(a, ha);                             // |a| >= |b|
  b = with_hi(b, hb);
  if ((ha - hb) > 0x3c00000) return a + b;        // a/b > 2^60
  int k = 0;
  if (ha > 0x5f300000) {                          // a > 2^500
    if (ha >= 0x7ff00000) {                       // infinity or NaN
      double w = a + b;
      if (((ha & 0xfffff) | int32_t(lo(a))) == 0) w = a;
      if (((hb ^ 0x7ff00000) | int32_t(lo(b))) == 0) w = b;
      return w;
    }
    ha -= 0x25800000;                             // scale by 2^-600
    hb -= 0x25800000;
    k += 600;
    a = with_hi(a, ha);
    b = with_hi(b, hb);
  }
  if (hb < 0x20b00000) {                          // b < 2^-500
    if (hb <= 0x000fffff) {                       // subnormal b or 0
      if ((hb | int32_t(lo(b))) == 0) return a;
      double t1 = words(0x7fd00000, 0);           // 2^1022
      b *= t1;
      a *= t1;
      k -= 1022;
    } else {                                      // scale by 2^600
      ha += 0x25800000;
      hb += 0x25800000;
      k -= 600;
      a = with_hi(a, ha);
      b = with_hi(b, hb);
    }
  }
  // Medium-size a and b
  double w = a - b;
  if (w > b) {
    double t1 = words(ha, 0);
    double t2 = a - t1;
    w = std::sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
  } else {
    a = a + a;
    double y1 = words(hb, 0);
    double y2 = b - y1;
    double t1 = words(ha + 0x00100000, 0);
    double t2 = a - t1;
    w = std::sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
  }
  if (k != 0) return words(0x3ff00000 + (k << 20), 0) * w;
  return w;
}

}  // namespace jvmlab::fdlibm
