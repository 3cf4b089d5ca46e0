// The platform charset, as JDK 17 derives it from the locale (LC_ALL, LC_CTYPE, LANG): it is
// file.encoding, the default charset of String.getBytes(), and the encoding of System.out/err.
// "UTF-8" under C.UTF-8 and friends, "ANSI_X3.4-1968" (ASCII) under the POSIX locale.
#pragma once

#include <langinfo.h>
#include <locale.h>

#include <string>

namespace jvmlab::natives {

/// How the standard streams and the default charset encode text.
enum class NativeEncoding { kUtf8, kLatin1, kAscii };

/// nl_langinfo(CODESET) of the environment's LC_CTYPE, read once without touching the process
/// locale (newlocale/nl_langinfo_l, so LC_NUMERIC and the C library stay in the "C" locale).
inline const std::string& native_codeset() {
  static const std::string codeset = [] {
    locale_t loc = newlocale(LC_CTYPE_MASK, "", static_cast<locale_t>(0));
    if (!loc) return std::string("ANSI_X3.4-1968");  // an unknown locale falls back to POSIX
    std::string cs = nl_langinfo_l(CODESET, loc);
    freelocale(loc);
    return cs;
  }();
  return codeset;
}

/// The encoding for a codeset name; codesets jvmlab does not implement are treated as UTF-8.
inline NativeEncoding native_encoding() {
  static const NativeEncoding e = [] {
    const std::string& cs = native_codeset();
    if (cs == "ANSI_X3.4-1968" || cs == "US-ASCII" || cs == "ASCII") return NativeEncoding::kAscii;
    if (cs == "ISO-8859-1") return NativeEncoding::kLatin1;
    return NativeEncoding::kUtf8;
  }();
  return e;
}

}  // namespace jvmlab::natives
