// Test helper: writes small class files byte by byte (JVMS §4), well-formed or deliberately
// broken, for the class-file parser's tests. Checks nothing; that is the point.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace jvmlab::test {

/// A big-endian byte buffer.
struct Bytes {
  std::vector<uint8_t> v;

  Bytes& u1(uint32_t x) {
    v.push_back(static_cast<uint8_t>(x));
    return *this;
  }
  Bytes& u2(uint32_t x) { return u1(x >> 8).u1(x); }
  Bytes& u4(uint32_t x) { return u2(x >> 16).u2(x); }
  Bytes& u8(uint64_t x) { return u4(static_cast<uint32_t>(x >> 32)).u4(static_cast<uint32_t>(x)); }
  Bytes& raw(std::string_view s) {
    v.insert(v.end(), s.begin(), s.end());
    return *this;
  }
  Bytes& raw(const Bytes& b) {
    v.insert(v.end(), b.v.begin(), b.v.end());
    return *this;
  }
  size_t size() const { return v.size(); }
};

/// Builds a class file: a constant pool (entries added in order, indexes returned), then the
/// class header, fields, methods and attributes as raw bytes the test writes itself.
class ClassBuilder {
 public:
  uint16_t major = 61;
  uint16_t minor = 0;
  uint16_t access = 0x0021;  // public super
  uint16_t this_class = 0;
  uint16_t super_class = 0;
  std::vector<uint16_t> interfaces;
  std::vector<Bytes> fields;
  std::vector<Bytes> methods;
  std::vector<Bytes> attributes;
  int cp_count_adjust = 0;  // added to constant_pool_count (to break it)

  ClassBuilder(std::string_view name = "Foo", std::string_view super = "java/lang/Object") {
    this_class = cls(name);
    if (!super.empty()) super_class = cls(super);
  }

  // Constant pool
  uint16_t entry(const Bytes& b, int slots = 1) {
    pool_.raw(b);
    const uint16_t index = next_;
    next_ = static_cast<uint16_t>(next_ + slots);
    return index;
  }
  uint16_t utf8(std::string_view s) {
    return entry(Bytes().u1(1).u2(static_cast<uint32_t>(s.size())).raw(s));
  }
  uint16_t cls(std::string_view name) { return entry(Bytes().u1(7).u2(utf8(name))); }
  uint16_t string(std::string_view s) { return entry(Bytes().u1(8).u2(utf8(s))); }
  uint16_t integer(uint32_t bits) { return entry(Bytes().u1(3).u4(bits)); }
  uint16_t float_bits(uint32_t bits) { return entry(Bytes().u1(4).u4(bits)); }
  uint16_t long_bits(uint64_t bits) { return entry(Bytes().u1(5).u8(bits), 2); }
  uint16_t double_bits(uint64_t bits) { return entry(Bytes().u1(6).u8(bits), 2); }
  uint16_t nat(std::string_view name, std::string_view desc) {
    const uint16_t n = utf8(name), d = utf8(desc);
    return entry(Bytes().u1(12).u2(n).u2(d));
  }
  uint16_t ref(uint8_t tag, uint16_t cls_index, uint16_t nat_index) {
    return entry(Bytes().u1(tag).u2(cls_index).u2(nat_index));
  }
  uint16_t method_handle(uint8_t kind, uint16_t ref_index) {
    return entry(Bytes().u1(15).u1(kind).u2(ref_index));
  }
  uint16_t next_index() const { return next_; }

  // Members: a method with a Code attribute holding `code` (lengths computed unless overridden).
  void add_method(uint16_t flags, std::string_view name, std::string_view desc,
                  const Bytes& code_attribute_body) {
    Bytes m;
    m.u2(flags).u2(utf8(name)).u2(utf8(desc)).u2(1);
    m.u2(utf8("Code"))
        .u4(static_cast<uint32_t>(code_attribute_body.size()))
        .raw(code_attribute_body);
    methods.push_back(m);
  }
  /// The body of a simple Code attribute: max_stack, max_locals, the code, an exception table
  /// and no attributes.
  static Bytes code_body(uint16_t max_stack, uint16_t max_locals, const Bytes& code,
                         const Bytes& exception_table = Bytes(), uint16_t handler_count = 0,
                         const Bytes& attributes = Bytes(), uint16_t attribute_count = 0) {
    Bytes b;
    b.u2(max_stack).u2(max_locals).u4(static_cast<uint32_t>(code.size())).raw(code);
    b.u2(handler_count).raw(exception_table);
    b.u2(attribute_count).raw(attributes);
    return b;
  }
  /// An attribute: name, u4 length, body.
  Bytes attribute(std::string_view name, const Bytes& body) {
    return Bytes().u2(utf8(name)).u4(static_cast<uint32_t>(body.size())).raw(body);
  }

  std::vector<uint8_t> build() const {
    Bytes out;
    out.u4(0xCAFEBABE).u2(minor).u2(major);
    out.u2(static_cast<uint32_t>(next_ + cp_count_adjust)).raw(pool_);
    out.u2(access).u2(this_class).u2(super_class);
    out.u2(static_cast<uint32_t>(interfaces.size()));
    for (uint16_t i : interfaces) out.u2(i);
    out.u2(static_cast<uint32_t>(fields.size()));
    for (const Bytes& f : fields) out.raw(f);
    out.u2(static_cast<uint32_t>(methods.size()));
    for (const Bytes& m : methods) out.raw(m);
    out.u2(static_cast<uint32_t>(attributes.size()));
    for (const Bytes& a : attributes) out.raw(a);
    return out.v;
  }

 private:
  Bytes pool_;
  uint16_t next_ = 1;
};

/// xorshift64* (Vigna): a deterministic pseudo-random sequence, the same on every platform
/// (std distributions are not), for the tests that mutate class files.
struct Random {
  uint64_t state;
  uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
  }
  size_t below(size_t n) { return static_cast<size_t>(next() % n); }
};

}  // namespace jvmlab::test
