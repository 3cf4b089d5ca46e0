// java.lang.String creation, interning (JLS §3.10.5), and reading strings as UTF-8 (through the
// codec in classfile/utf8.hpp).
#include <cstring>

#include <mutex>

#include "classfile/utf8.hpp"
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
  return new_string(t, classfile::decode_modified_utf8_lossy(utf8));
}

Object* new_string_from_utf8_bytes(JavaThread* t, std::string_view bytes) {
  bool ascii = true;
  for (char c : bytes) ascii &= (uint8_t(c) < 0x80);
  if (ascii) return new_string_utf8(t, bytes);  // the same characters either way, no copy
  return new_string(t, classfile::decode_utf8(bytes));  // copies before allocating
}

std::u16string string_chars(Object* s) {
  Object* value = get_ref_field(s, universe->string_value_offset);
  if (!value) return {};
  return std::u16string(array_data<char16_t>(value), size_t(array_length(value)));
}

std::string string_utf8(Object* s) { return classfile::encode_utf8(string_chars(s)); }

std::string string_modified_utf8(Object* s) { return classfile::encode_modified_utf8(string_chars(s)); }

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
