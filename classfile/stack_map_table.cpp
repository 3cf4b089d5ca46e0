// StackMapTable decoding (JVMS §4.7.4) into full frames, with HotSpot's StackMapReader checks and
// texts, and the "Stackmap Table:" listing of VerifyError details. See stack_map_table.hpp.
#include "classfile/stack_map_table.hpp"

#include "classfile/signature.hpp"

namespace jvmlab::classfile {

namespace {

// Frame-type ranges (JVMS §4.7.4).
constexpr uint8_t kSameLocals1StackItemExtended = 247;
constexpr uint8_t kSameExtended = 251;
constexpr uint8_t kFull = 255;

// A big-endian reader that remembers running off the end.
struct Stream {
  std::span<const uint8_t> data;
  size_t pos = 0;
  bool overrun = false;
  uint8_t u1() {
    if (pos >= data.size()) {
      overrun = true;
      return 0;
    }
    return data[pos++];
  }
  uint16_t u2() {
    const uint16_t hi = u1();
    return uint16_t((hi << 8) | u1());
  }
};

// The verification type a descriptor's field type stands for (JVMS §4.10.1.2: boolean, byte,
// char and short are int). Views into the descriptor's text.
void push_descriptor_type(const FieldType& t, std::vector<VType>& out) {
  switch (t.type) {
    case BasicType::Long: out.push_back(VType::of(VTag::Long)); out.push_back(VType::of(VTag::Long2)); break;
    case BasicType::Double: out.push_back(VType::of(VTag::Double)); out.push_back(VType::of(VTag::Double2)); break;
    case BasicType::Float: out.push_back(VType::of(VTag::Float)); break;
    case BasicType::Reference: out.push_back(VType::object(t.class_name())); break;
    case BasicType::Void: break;
    default: out.push_back(VType::of(VTag::Integer)); break;
  }
}

class Decoder {
 public:
  Decoder(const ClassFile& cf, const Code& code, InstructionStarts starts)
      : cf_(cf), code_(code), starts_(starts), s_{code.stack_map_table} {}

  std::optional<StackMapError> error;

  // One verification_type_info; sets `this_uninit` for UninitializedThis when given.
  VType type(bool* this_uninit) {
    const uint8_t tag = s_.u1();
    if (s_.overrun) return format_error("access beyond the end of attribute");
    if (tag < uint8_t(VTag::UninitializedThis)) return VType::of(VTag(tag));
    if (tag == uint8_t(VTag::Object)) {
      const uint16_t index = s_.u2();
      if (s_.overrun) return format_error("access beyond the end of attribute");
      if (index == 0 || index >= cf_.constant_pool.size() ||
          cf_.constant_pool[index].tag != CpTag::Class) {
        return format_error("bad class index");
      }
      return VType::object(cf_.class_name(index), index);
    }
    if (tag == uint8_t(VTag::UninitializedThis)) {
      if (this_uninit) *this_uninit = true;
      return VType::of(VTag::UninitializedThis);
    }
    if (tag == uint8_t(VTag::Uninitialized)) {
      const uint16_t offset = s_.u2();
      if (s_.overrun) return format_error("access beyond the end of attribute");
      if (offset >= starts_.size() || starts_[offset] != 2) {
        fail(true, "StackMapTable format error: bad offset for Uninitialized", true);
        return {};
      }
      return VType::uninitialized(offset);
    }
    return format_error("bad verification type");
  }

  // Appends `t` (and its upper half) to `out`.
  static void push(std::vector<VType>& out, VType t) {
    out.push_back(t);
    if (t.tag == VTag::Long) out.push_back(VType::of(VTag::Long2));
    if (t.tag == VTag::Double) out.push_back(VType::of(VTag::Double2));
  }

  bool check_size(size_t n, uint16_t max) {
    if (n > max) {
      // HotSpot reports this one through the verifier (class_format_error): with the method.
      fail(true, "StackMapTable format error: bad type array size", true);
      return false;
    }
    return true;
  }

  // The frame after `prev` (JVMS §4.7.4), or nullopt with `error` set.
  std::optional<StackMapFrame> next(const StackMapFrame& prev, bool first) {
    const uint8_t frame_type = s_.u1();
    if (s_.overrun) return format_error_frame("access beyond the end of attribute");
    auto offset_for = [&](uint32_t delta) {  // past any code (0xFFFF) when it overflows
      const uint32_t offset = first ? delta : uint32_t(prev.offset) + delta + 1;
      return uint16_t(offset > 0xFFFF ? 0xFFFF : offset);
    };
    StackMapFrame f;
    f.this_uninit = prev.this_uninit;
    if (frame_type < 64) {  // same_frame
      f.offset = offset_for(frame_type);
      f.locals = prev.locals;
      return f;
    }
    if (frame_type < 128) {  // same_locals_1_stack_item_frame
      const uint16_t offset = offset_for(frame_type - 64u);
      f.locals = prev.locals;
      push(f.stack, type(nullptr));
      if (error || !check_size(f.stack.size(), code_.max_stack)) return std::nullopt;
      f.offset = offset;
      return f;
    }
    const uint16_t delta = s_.u2();
    if (s_.overrun) return format_error_frame("access beyond the end of attribute");
    if (frame_type < kSameLocals1StackItemExtended) return format_error_frame("reserved frame type");
    f.offset = offset_for(delta);
    if (frame_type == kSameLocals1StackItemExtended) {
      f.locals = prev.locals;
      push(f.stack, type(nullptr));
      if (error || !check_size(f.stack.size(), code_.max_stack)) return std::nullopt;
      return f;
    }
    if (frame_type <= kSameExtended) {  // chop_frame (248-250) or same_frame_extended (251)
      const int chops = kSameExtended - frame_type;
      int length = int(prev.locals.size());
      for (int i = 0; i < chops; i++) {
        if (length <= 0) return format_error_frame("bad type array size");
        length -= (length >= 2 && (prev.locals[size_t(length) - 1].tag == VTag::Long2 ||
                                   prev.locals[size_t(length) - 1].tag == VTag::Double2))
                      ? 2
                      : 1;
      }
      f.locals.assign(prev.locals.begin(), prev.locals.begin() + length);
      if (chops != 0) {
        f.this_uninit = false;
        for (const VType& t : f.locals) f.this_uninit |= t.tag == VTag::UninitializedThis;
      }
      return f;
    }
    if (frame_type < kSameExtended + 4) {  // append_frame
      f.locals = prev.locals;
      for (int i = 0; i < frame_type - kSameExtended; i++) {
        push(f.locals, type(&f.this_uninit));
        if (error) return std::nullopt;
      }
      if (!check_size(f.locals.size(), code_.max_locals)) return std::nullopt;
      return f;
    }
    // full_frame
    f.this_uninit = false;
    const uint16_t nlocals = s_.u2();
    if (s_.overrun) return format_error_frame("access beyond the end of attribute");
    for (uint32_t i = 0; i < nlocals; i++) {
      push(f.locals, type(&f.this_uninit));
      if (error) return std::nullopt;
    }
    if (!check_size(f.locals.size(), code_.max_locals)) return std::nullopt;
    const uint16_t nstack = s_.u2();
    if (s_.overrun) return format_error_frame("access beyond the end of attribute");
    for (uint32_t i = 0; i < nstack; i++) {
      push(f.stack, type(nullptr));
      if (error) return std::nullopt;
    }
    if (!check_size(f.stack.size(), code_.max_stack)) return std::nullopt;
    return f;
  }

  std::variant<std::vector<StackMapFrame>, StackMapError> run(StackMapFrame prev) {
    std::vector<StackMapFrame> frames;
    const uint16_t count = s_.u2();
    if (s_.overrun) {
      format_error("access beyond the end of attribute");
      return *error;
    }
    frames.reserve(count);
    for (uint32_t i = 0; i < count; i++) {
      std::optional<StackMapFrame> f = next(prev, i == 0);
      if (!f) return *error;
      if (f->offset >= starts_.size() || starts_[f->offset] == 0) {
        StackMapError e{false, "StackMapTable error: bad offset", false, int(i), *f};
        return e;
      }
      frames.push_back(*f);
      prev = std::move(*f);
    }
    if (s_.pos != s_.data.size()) {
      format_error("wrong attribute size");
      return *error;
    }
    return frames;
  }

 private:
  void fail(bool cfe, std::string message, bool in_method) {
    if (!error) error = StackMapError{cfe, std::move(message), in_method, -1, std::nullopt};
  }
  // A format error of the attribute's bytes: HotSpot's StackMapStream::stackmap_format_error,
  // whose text names no method (unlike the verifier's class_format_error).
  VType format_error(const char* what) {
    fail(true, std::string("StackMapTable format error: ") + what, false);
    return {};
  }
  std::optional<StackMapFrame> format_error_frame(const char* what) {
    format_error(what);
    return std::nullopt;
  }

  const ClassFile& cf_;
  const Code& code_;
  InstructionStarts starts_;
  Stream s_;
};

// HotSpot's names of verification_type_info items in a listing.
void describe_type(Stream& s, std::string& out) {
  const uint8_t tag = s.u1();
  static const char* const kNames[] = {"Top",  "Integer",           "Float",  "Double", "Long",
                                       "Null", "UninitializedThis"};
  if (s.overrun) return;
  if (tag < 7) {
    out += kNames[tag];
  } else if (tag == 7 || tag == 8) {
    const uint16_t v = s.u2();
    out += tag == 7 ? "Object[#" : "Uninitialized[#";
    out += std::to_string(v);
    out += ']';
  } else {
    out += "<invalid>";
  }
}

}  // namespace

StackMapFrame initial_frame(const ClassFile& cf, const MethodInfo& method) {
  StackMapFrame f;
  if (!(method.access_flags & acc::STATIC)) {
    if (method.name == "<init>" && cf.this_class != "java/lang/Object") {
      f.locals.push_back(VType::of(VTag::UninitializedThis));
      f.this_uninit = true;
    } else {
      f.locals.push_back(VType::object(cf.this_class));
    }
  }
  for (SignatureIterator it(method.descriptor); !it.at_return(); it.next()) {
    push_descriptor_type(it.type(), f.locals);
  }
  return f;
}

std::variant<std::vector<StackMapFrame>, StackMapError> decode_stack_map_table(
    const ClassFile& cf, const MethodInfo& method, InstructionStarts starts) {
  if (!method.code || !method.code->has_stack_map_table) return std::vector<StackMapFrame>{};
  Decoder d(cf, *method.code, starts);
  return d.run(initial_frame(cf, method));
}

std::vector<std::string> describe_stack_map_table(std::span<const uint8_t> table) {
  std::vector<std::string> lines;
  Stream s{table};
  const uint16_t count = s.u2();
  int offset = -1;
  for (uint32_t i = 0; i < count && !s.overrun; i++) {
    const uint8_t ft = s.u1();
    if (s.overrun) break;
    std::string line;
    auto at = [&](int delta) {
      offset += delta + 1;
      return "(@" + std::to_string(offset);
    };
    if (ft < 64) {
      line = "same_frame" + at(ft) + ")";
    } else if (ft < 128) {
      line = "same_locals_1_stack_item_frame" + at(ft - 64) + ",";
      describe_type(s, line);
      line += ")";
    } else if (ft < kSameLocals1StackItemExtended) {
      line = "reserved_frame_type(" + std::to_string(ft) + ")";
      lines.push_back(line);
      break;
    } else {
      const uint16_t delta = s.u2();
      if (ft == kSameLocals1StackItemExtended) {
        line = "same_locals_1_stack_item_extended" + at(delta) + ",";
        describe_type(s, line);
        line += ")";
      } else if (ft < kSameExtended) {
        line = "chop_frame" + at(delta) + "," + std::to_string(kSameExtended - ft) + ")";
      } else if (ft == kSameExtended) {
        line = "same_frame_extended" + at(delta) + ")";
      } else if (ft < kFull) {
        line = "append_frame" + at(delta) + ",";
        for (int k = 0; k < ft - kSameExtended; k++) {
          if (k) line += ",";
          describe_type(s, line);
        }
        line += ")";
      } else {
        line = "full_frame" + at(delta) + ",{";
        const uint16_t nl = s.u2();
        for (uint32_t k = 0; k < nl && !s.overrun; k++) {
          if (k) line += ",";
          describe_type(s, line);
        }
        line += "},{";
        const uint16_t ns = s.u2();
        for (uint32_t k = 0; k < ns && !s.overrun; k++) {
          if (k) line += ",";
          describe_type(s, line);
        }
        line += "})";
      }
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace jvmlab::classfile
