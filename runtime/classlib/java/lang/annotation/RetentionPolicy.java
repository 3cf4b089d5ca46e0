// java.lang.annotation.RetentionPolicy: how long an annotation is kept.
package java.lang.annotation;

/** Retention of an annotation: source only, class file, or run time. */
public enum RetentionPolicy { SOURCE, CLASS, RUNTIME }
