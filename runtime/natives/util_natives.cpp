// Natives of java.util's and java.util.zip's helpers: zlib's crc32/adler32/deflate/inflate behind
// CRC32, Adler32, Deflater and Inflater (the zlib the JDK itself uses, so compressed bytes equal
// java's for the same level and strategy), getrandom(2) behind SecureRandom, and the host's time
// zone (localtime_r) behind TimeZone's default. Does not buffer or own Java objects.
// GC safety: each native reads and writes the Java arrays in place and contains no safepoint
// (zlib never calls back into the VM), as io_natives' writeString does.
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/natives/natives.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

uint8_t* bytes(Object* array, int32_t off) { return reinterpret_cast<uint8_t*>(array_data<int8_t>(array)) + off; }

// --- CRC32 / Adler32: update(int checksum, byte[] b, int off, int len) -> int ----------------

Slot crc32_update_bytes(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[1]);
  if (!b) return throw_npe(t);
  return int_slot(int32_t(crc32(uint32_t(slot_int(a[0])), bytes(b, slot_int(a[2])), uInt(slot_int(a[3])))));
}

Slot adler32_update_bytes(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[1]);
  if (!b) return throw_npe(t);
  return int_slot(int32_t(adler32(uint32_t(slot_int(a[0])), bytes(b, slot_int(a[2])), uInt(slot_int(a[3])))));
}

// --- Deflater / Inflater: a z_stream per object, its address kept in a long field ------------

z_stream* stream(Slot s) { return reinterpret_cast<z_stream*>(uintptr_t(slot_long(s))); }

Slot throw_internal(JavaThread* t, const char* msg) {
  return throw_new(t, "java/lang/InternalError", std::string(msg ? msg : "zlib error"));
}

/// Deflater.init(int level, int strategy, boolean nowrap) -> long: deflateInit2 as JDK 17's
/// Deflater.c (method DEFLATED, 15 window bits, negative for raw deflate, memLevel 8).
Slot deflate_init(JavaThread* t, Slot* a) {
  auto* strm = static_cast<z_stream*>(std::calloc(1, sizeof(z_stream)));
  if (!strm) return throw_new(t, "java/lang/OutOfMemoryError", std::string());
  const int nowrap = slot_int(a[2]);
  int ret = deflateInit2(strm, slot_int(a[0]), Z_DEFLATED, nowrap ? -MAX_WBITS : MAX_WBITS, 8, slot_int(a[1]));
  if (ret == Z_OK) return long_slot(int64_t(reinterpret_cast<uintptr_t>(strm)));
  std::free(strm);
  if (ret == Z_MEM_ERROR) return throw_new(t, "java/lang/OutOfMemoryError", std::string());
  if (ret == Z_STREAM_ERROR) return throw_new(t, "java/lang/IllegalArgumentException", std::string());
  return throw_internal(t, nullptr);
}

/// Deflater.deflateBytes(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
/// int outLen, int flush, int params) -> long: JDK 17's packed result (bytes read in bits 0-30,
/// written in 31-61, finished in 62, params still pending in 63). params != 0 means
/// deflateParams(level = params >> 3, strategy = (params >> 1) & 3) instead of deflate.
Slot deflate_bytes(JavaThread* t, Slot* a) {
  z_stream* strm = stream(a[0]);
  Object* in = slot_ref(a[2]);
  Object* out = slot_ref(a[5]);
  if (!in || !out) return throw_npe(t);
  const int32_t in_len = slot_int(a[4]);
  const int32_t out_len = slot_int(a[7]);
  const int flush = slot_int(a[8]);
  const int params = slot_int(a[9]);
  strm->next_in = bytes(in, slot_int(a[3]));
  strm->avail_in = uInt(in_len);
  strm->next_out = bytes(out, slot_int(a[6]));
  strm->avail_out = uInt(out_len);
  int64_t finished = 0;
  int64_t params_pending = 0;
  int ret;
  if (params & 1) {
    ret = deflateParams(strm, params >> 3, (params >> 1) & 3);
    if (ret == Z_BUF_ERROR) {
      params_pending = 1;
    } else if (ret != Z_OK) {
      return throw_internal(t, strm->msg);
    }
  } else {
    ret = deflate(strm, flush);
    if (ret == Z_STREAM_END) {
      finished = 1;
    } else if (ret != Z_OK && ret != Z_BUF_ERROR) {
      return throw_internal(t, strm->msg);
    }
  }
  const int64_t read = in_len - int64_t(strm->avail_in);
  const int64_t written = out_len - int64_t(strm->avail_out);
  return long_slot(read | (written << 31) | (finished << 62) | (params_pending << 63));
}

Slot deflate_adler(JavaThread*, Slot* a) { return int_slot(int32_t(stream(a[0])->adler)); }

Slot deflate_reset(JavaThread* t, Slot* a) {
  if (deflateReset(stream(a[0])) != Z_OK) return throw_internal(t, nullptr);
  return 0;
}

Slot deflate_end(JavaThread*, Slot* a) {
  z_stream* strm = stream(a[0]);
  deflateEnd(strm);
  std::free(strm);
  return 0;
}

Slot deflate_set_dictionary(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[2]);
  if (!b) return throw_npe(t);
  int ret = deflateSetDictionary(stream(a[0]), bytes(b, slot_int(a[3])), uInt(slot_int(a[4])));
  if (ret == Z_STREAM_ERROR) return throw_new(t, "java/lang/IllegalArgumentException", std::string());
  if (ret != Z_OK) return throw_internal(t, stream(a[0])->msg);
  return 0;
}

/// Inflater.init(boolean nowrap) -> long.
Slot inflate_init(JavaThread* t, Slot* a) {
  auto* strm = static_cast<z_stream*>(std::calloc(1, sizeof(z_stream)));
  if (!strm) return throw_new(t, "java/lang/OutOfMemoryError", std::string());
  int ret = inflateInit2(strm, slot_int(a[0]) ? -MAX_WBITS : MAX_WBITS);
  if (ret == Z_OK) return long_slot(int64_t(reinterpret_cast<uintptr_t>(strm)));
  std::free(strm);
  if (ret == Z_MEM_ERROR) return throw_new(t, "java/lang/OutOfMemoryError", std::string());
  return throw_internal(t, nullptr);
}

/// Inflater.inflateBytes(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
/// int outLen) -> long: read in bits 0-30, written in 31-61, finished in 62, needs-dictionary
/// in 63; DataFormatException with zlib's message on corrupt data (JDK 17's Inflater.c, with
/// Z_PARTIAL_FLUSH).
Slot inflate_bytes(JavaThread* t, Slot* a) {
  z_stream* strm = stream(a[0]);
  Object* in = slot_ref(a[2]);
  Object* out = slot_ref(a[5]);
  if (!in || !out) return throw_npe(t);
  const int32_t in_len = slot_int(a[4]);
  const int32_t out_len = slot_int(a[7]);
  strm->next_in = bytes(in, slot_int(a[3]));
  strm->avail_in = uInt(in_len);
  strm->next_out = bytes(out, slot_int(a[6]));
  strm->avail_out = uInt(out_len);
  int ret = inflate(strm, Z_PARTIAL_FLUSH);
  int64_t finished = 0;
  int64_t need_dict = 0;
  switch (ret) {
    case Z_STREAM_END: finished = 1; break;
    case Z_OK: break;
    case Z_NEED_DICT: need_dict = 1; break;
    case Z_BUF_ERROR: return long_slot(0);
    case Z_DATA_ERROR:
      return throw_new(t, "java/util/zip/DataFormatException", std::string(strm->msg ? strm->msg : ""));
    case Z_MEM_ERROR: return throw_new(t, "java/lang/OutOfMemoryError", std::string());
    default: return throw_internal(t, strm->msg);
  }
  const int64_t read = in_len - int64_t(strm->avail_in);
  const int64_t written = out_len - int64_t(strm->avail_out);
  return long_slot(read | (written << 31) | (finished << 62) | (need_dict << 63));
}

Slot inflate_adler(JavaThread*, Slot* a) { return int_slot(int32_t(stream(a[0])->adler)); }

Slot inflate_reset(JavaThread* t, Slot* a) {
  if (inflateReset(stream(a[0])) != Z_OK) return throw_internal(t, nullptr);
  return 0;
}

Slot inflate_end(JavaThread*, Slot* a) {
  z_stream* strm = stream(a[0]);
  inflateEnd(strm);
  std::free(strm);
  return 0;
}

Slot inflate_set_dictionary(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[2]);
  if (!b) return throw_npe(t);
  int ret = inflateSetDictionary(stream(a[0]), bytes(b, slot_int(a[3])), uInt(slot_int(a[4])));
  if (ret == Z_STREAM_ERROR || ret == Z_DATA_ERROR) {
    return throw_new(t, "java/lang/IllegalArgumentException", std::string(stream(a[0])->msg ? stream(a[0])->msg : ""));
  }
  if (ret != Z_OK) return throw_internal(t, stream(a[0])->msg);
  return 0;
}

// --- SecureRandom: getrandom(2) --------------------------------------------------------------

/// SecureRandom.fill(byte[] b): fills the array from the kernel's CSPRNG (getrandom, retried on
/// EINTR and short reads), as JDK 17's NativePRNG reads /dev/urandom.
Slot secure_random_fill(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[0]);
  if (!b) return throw_npe(t);
  const int32_t n = array_length(b);
  int32_t done = 0;
  while (done < n) {
    ssize_t r = getrandom(bytes(b, done), size_t(n - done), 0);
    if (r < 0) {
      if (errno == EINTR) continue;
      return throw_internal(t, std::strerror(errno));
    }
    done += int32_t(r);
  }
  return 0;
}

// --- TimeZone: the host's default zone -------------------------------------------------------

/// TimeZone.hostOffset(long millis) -> int: the default zone's UTC offset in milliseconds at
/// that instant (localtime_r's tm_gmtoff, so daylight time counts).
Slot tz_host_offset(JavaThread*, Slot* a) {
  int64_t ms = slot_long(a[0]);
  time_t secs = time_t(ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000));
  struct tm tm {};
  if (!localtime_r(&secs, &tm)) return int_slot(0);
  return int_slot(int32_t(tm.tm_gmtoff * 1000));
}

/// TimeZone.hostAbbreviation(long millis) -> String: tm_zone at that instant ("UTC", "CET", ...).
Slot tz_host_abbreviation(JavaThread* t, Slot* a) {
  int64_t ms = slot_long(a[0]);
  time_t secs = time_t(ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000));
  struct tm tm {};
  if (!localtime_r(&secs, &tm) || !tm.tm_zone) return ref_slot(new_string_from_utf8_bytes(t, "GMT"));
  return ref_slot(new_string_from_utf8_bytes(t, tm.tm_zone));
}

/// TimeZone.hostId() -> String: TZ (without a leading ':'), else the zone file /etc/localtime
/// links to (below .../zoneinfo/), else /etc/timezone, else "UTC"; the JDK's TimeZone_md.c order.
Slot tz_host_id(JavaThread* t, Slot*) {
  std::string id;
  if (const char* tz = std::getenv("TZ"); tz && *tz) {
    id = tz[0] == ':' ? tz + 1 : tz;
  } else {
    char link[4096];
    ssize_t n = readlink("/etc/localtime", link, sizeof(link) - 1);
    if (n > 0) {
      link[n] = 0;
      std::string l(link);
      auto p = l.find("zoneinfo/");
      if (p != std::string::npos) id = l.substr(p + 9);
    }
    if (id.empty()) {
      if (FILE* f = std::fopen("/etc/timezone", "r")) {
        char line[256];
        if (std::fgets(line, sizeof(line), f)) {
          id = line;
          while (!id.empty() && (id.back() == '\n' || id.back() == ' ')) id.pop_back();
        }
        std::fclose(f);
      }
    }
    if (id.empty()) id = "UTC";
  }
  if (id.rfind("posix/", 0) == 0) id = id.substr(6);
  if (id.rfind("right/", 0) == 0) id = id.substr(6);
  return ref_slot(new_string_from_utf8_bytes(t, id));
}

}  // namespace

void register_util_natives() {
  register_native("java/util/zip/CRC32", "updateBytes0", "(I[BII)I", crc32_update_bytes);
  register_native("java/util/zip/Adler32", "updateBytes0", "(I[BII)I", adler32_update_bytes);
  const char* d = "java/util/zip/Deflater";
  register_native(d, "init", "(IIZ)J", deflate_init);
  register_native(d, "deflateBytes", "(J[BII[BIIII)J", deflate_bytes);
  register_native(d, "getAdler0", "(J)I", deflate_adler);
  register_native(d, "reset0", "(J)V", deflate_reset);
  register_native(d, "end0", "(J)V", deflate_end);
  register_native(d, "setDictionary0", "(J[BII)V", deflate_set_dictionary);
  const char* i = "java/util/zip/Inflater";
  register_native(i, "init", "(Z)J", inflate_init);
  register_native(i, "inflateBytes", "(J[BII[BII)J", inflate_bytes);
  register_native(i, "getAdler0", "(J)I", inflate_adler);
  register_native(i, "reset0", "(J)V", inflate_reset);
  register_native(i, "end0", "(J)V", inflate_end);
  register_native(i, "setDictionary0", "(J[BII)V", inflate_set_dictionary);
  register_native("java/security/SecureRandom", "fill", "([B)V", secure_random_fill);
  const char* tz = "java/util/TimeZone";
  register_native(tz, "hostOffset", "(J)I", tz_host_offset);
  register_native(tz, "hostAbbreviation", "(J)Ljava/lang/String;", tz_host_abbreviation);
  register_native(tz, "hostId", "()Ljava/lang/String;", tz_host_id);
}

}  // namespace jvmlab::natives
