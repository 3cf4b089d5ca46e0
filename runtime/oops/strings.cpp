// java.lang.String creation, interning (JLS §3.10.5) and UTF-8/UTF-16 conversion.
#include <cstring>

#include <mutex>

#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

Object* new_string(JavaThread* t, std::u16string_view chars) {
  if (universe->heap.contains(chars.data())) {
    // A view of a Java char[]: copy it out first, the allocations below may move the array.
    std::u16string copy(chars);
    return new_string(t, copy);
  }
  Object* value = new_primitive_array(t, BasicType::Char, int32_t(chars.size()));
  if (!value) return nullptr;
  HandleScope hs(t);
  Handle hv(t, value);
  Object* s = new_object(t, universe->string_klass);
  if (!s) return nullptr;
  if (!chars.empty()) std::memcpy(array_data<char16_t>(hv.get()), chars.data(), chars.size() * 2);
  set_ref_field(s, universe->string_value_offset, hv.get());
  return s;
}

std::u16string utf8_to_utf16(std::string_view in) {
  std::u16string out;
  out.reserve(in.size());
  size_t i = 0;
  while (i < in.size()) {
    uint8_t c = uint8_t(in[i]);
    uint32_t cp;
    size_t n;
    if (c < 0x80) { cp = c; n = 1; }
    else if ((c & 0xE0) == 0xC0) { cp = c & 0x1F; n = 2; }
    else if ((c & 0xF0) == 0xE0) { cp = c & 0x0F; n = 3; }
    else if ((c & 0xF8) == 0xF0) { cp = c & 0x07; n = 4; }
    else { out.push_back(0xFFFD); i++; continue; }
    if (i + n > in.size()) { out.push_back(0xFFFD); i++; continue; }
    bool ok = true;
    for (size_t k = 1; k < n; k++) {
      uint8_t cc = uint8_t(in[i + k]);
      if ((cc & 0xC0) != 0x80) { ok = false; break; }
      cp = (cp << 6) | (cc & 0x3F);
    }
    if (!ok) { out.push_back(0xFFFD); i++; continue; }
    i += n;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(char16_t(0xD800 + (cp >> 10)));
      out.push_back(char16_t(0xDC00 + (cp & 0x3FF)));
    } else {
      out.push_back(char16_t(cp));
    }
  }
  return out;
}

Object* new_string_utf8(JavaThread* t, std::string_view utf8) {
  if (universe->heap.contains(utf8.data())) {
    // A view of a Java byte[]: copy it out first, the allocations below may move the array.
    std::string copy(utf8);
    return new_string_utf8(t, copy);
  }
  bool ascii = true;
  for (char c : utf8) ascii &= (uint8_t(c) < 0x80);
  if (ascii) {
    Object* value = new_primitive_array(t, BasicType::Char, int32_t(utf8.size()));
    if (!value) return nullptr;
    HandleScope hs(t);
    Handle hv(t, value);
    Object* s = new_object(t, universe->string_klass);
    if (!s) return nullptr;
    char16_t* d = array_data<char16_t>(hv.get());
    for (size_t i = 0; i < utf8.size(); i++) d[i] = char16_t(uint8_t(utf8[i]));
    set_ref_field(s, universe->string_value_offset, hv.get());
    return s;
  }
  return new_string(t, utf8_to_utf16(utf8));
}

std::u16string string_chars(Object* s) {
  Object* value = get_ref_field(s, universe->string_value_offset);
  if (!value) return {};
  return std::u16string(array_data<char16_t>(value), size_t(array_length(value)));
}

std::string utf16_to_utf8(std::u16string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); i++) {
    uint32_t c = s[i];
    if (c < 0x80) {
      out.push_back(char(c));
    } else if (c < 0x800) {
      out.push_back(char(0xC0 | (c >> 6)));
      out.push_back(char(0x80 | (c & 0x3F)));
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      if (c <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
        uint32_t cp = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
        i++;
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
      } else {
        out.push_back('?');
      }
    } else {
      out.push_back(char(0xE0 | (c >> 12)));
      out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(char(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

std::string string_utf8(Object* s) { return utf16_to_utf8(string_chars(s)); }

namespace {
// Guards universe->interned. Held only briefly and never across a safepoint (allocation happens
// outside it: it may collect or throw OutOfMemoryError, which runs Java code), so a thread waiting
// for it never keeps a collector pause waiting long. A thread that loses the race to insert
// returns the winner's String. The table's values are raw references: the collector enumerates
// universe->interned as a root (runtime/heap/gc_roots.cpp) and updates them inside its pauses.
std::mutex g_intern_lock;
}  // namespace

Object* intern_string(JavaThread* t, std::u16string_view chars) {
  std::u16string key(chars);  // copied before allocating: `chars` may view a Java array
  {
    std::lock_guard<std::mutex> g(g_intern_lock);
    auto it = universe->interned.find(key);
    if (it != universe->interned.end()) return it->second;
  }
  Object* s = new_string(t, key);
  if (!s) return nullptr;
  std::lock_guard<std::mutex> g(g_intern_lock);
  return universe->interned.emplace(std::move(key), s).first->second;
}

/// String.intern(): the canonical String with the contents of `s`; `s` itself becomes canonical
/// when the table has none (so s.intern() == s, as in the JDK). Thread-safe.
Object* intern_string_object(JavaThread* t, Object* s) {
  if (!s) return nullptr;
  std::u16string key = string_chars(s);
  std::lock_guard<std::mutex> g(g_intern_lock);
  return universe->interned.emplace(std::move(key), s).first->second;
}

}  // namespace jvmlab
