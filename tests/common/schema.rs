//! A checker for the subset of JSON Schema (draft 2020-12) that `docs/report.schema.json`
//! uses: `type`, `enum`, `properties`, `required`, `additionalProperties`, `items`,
//! `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`, `maxLength` and local `$ref`s
//! to `#/$defs/...`, with the annotations `$schema`, `$id`, `title` and `description`. A
//! schema using any other keyword is refused, so that nothing in it is silently unchecked.

use serde_json::{Map, Value};

/// The keywords this checker understands.
const KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$defs",
    "$ref",
    "title",
    "description",
    "type",
    "enum",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "minItems",
    "maxItems",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
];

/// A schema checked to use only the supported keywords.
pub struct Schema {
    root: Value,
}

impl Schema {
    /// The schema, or the first unsupported keyword or malformed `$ref` found in it.
    pub fn new(root: Value) -> Result<Schema, String> {
        let schema = Schema { root };
        schema.check_keywords(&schema.root, "#")?;
        Ok(schema)
    }

    fn check_keywords(&self, node: &Value, at: &str) -> Result<(), String> {
        let Value::Object(map) = node else {
            return Err(format!("{at}: a schema must be an object"));
        };
        for (key, value) in map {
            if !KEYWORDS.contains(&key.as_str()) {
                return Err(format!("{at}: unsupported keyword {key}"));
            }
            match key.as_str() {
                "$defs" | "properties" => {
                    let Value::Object(children) = value else {
                        return Err(format!("{at}/{key}: expected an object"));
                    };
                    for (name, child) in children {
                        self.check_keywords(child, &format!("{at}/{key}/{name}"))?;
                    }
                }
                "items" => self.check_keywords(value, &format!("{at}/items"))?,
                "additionalProperties" if !value.is_boolean() => {
                    self.check_keywords(value, &format!("{at}/additionalProperties"))?
                }
                "$ref" => {
                    self.resolve(value)
                        .ok_or_else(|| format!("{at}: $ref {value} does not resolve"))?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn resolve(&self, reference: &Value) -> Option<&Value> {
        let name = reference.as_str()?.strip_prefix("#/$defs/")?;
        self.root.get("$defs")?.get(name)
    }

    /// Every way `instance` breaks the schema, each with its JSON pointer; empty if none.
    pub fn errors(&self, instance: &Value) -> Vec<String> {
        let mut errors = Vec::new();
        self.check(&self.root, instance, "", &mut errors);
        errors
    }

    fn check(&self, schema: &Value, instance: &Value, at: &str, errors: &mut Vec<String>) {
        let Value::Object(schema) = schema else {
            return;
        };
        if let Some(reference) = schema.get("$ref") {
            match self.resolve(reference) {
                Some(target) => self.check(target, instance, at, errors),
                None => errors.push(format!("{at}: $ref {reference} does not resolve")),
            }
        }
        if let Some(types) = schema.get("type") {
            let allowed: Vec<&str> = match types {
                Value::String(t) => vec![t.as_str()],
                Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            if !allowed.iter().any(|t| has_type(instance, t)) {
                errors.push(format!("{at}: expected type {types}, found {instance}"));
                return;
            }
        }
        if let Some(Value::Array(options)) = schema.get("enum")
            && !options.contains(instance)
        {
            errors.push(format!("{at}: {instance} is not one of {options:?}"));
        }
        if let Value::Object(object) = instance {
            self.check_object(schema, object, at, errors);
        }
        if let Value::Array(items) = instance {
            if let Some(item) = schema.get("items") {
                for (i, value) in items.iter().enumerate() {
                    self.check(item, value, &format!("{at}/{i}"), errors);
                }
            }
            if let Some(min) = schema.get("minItems").and_then(Value::as_u64)
                && (items.len() as u64) < min
            {
                errors.push(format!("{at}: {} items, fewer than {min}", items.len()));
            }
            if let Some(max) = schema.get("maxItems").and_then(Value::as_u64)
                && items.len() as u64 > max
            {
                errors.push(format!("{at}: {} items, more than {max}", items.len()));
            }
        }
        if let Some(number) = instance.as_f64() {
            if let Some(min) = schema.get("minimum").and_then(Value::as_f64)
                && number < min
            {
                errors.push(format!("{at}: {instance} is below the minimum {min}"));
            }
            if let Some(max) = schema.get("maximum").and_then(Value::as_f64)
                && number > max
            {
                errors.push(format!("{at}: {instance} is above the maximum {max}"));
            }
        }
        if let Value::String(text) = instance {
            let len = text.chars().count() as u64;
            if let Some(min) = schema.get("minLength").and_then(Value::as_u64)
                && len < min
            {
                errors.push(format!("{at}: {instance} is shorter than {min}"));
            }
            if let Some(max) = schema.get("maxLength").and_then(Value::as_u64)
                && len > max
            {
                errors.push(format!("{at}: {instance} is longer than {max}"));
            }
        }
    }

    fn check_object(
        &self,
        schema: &Map<String, Value>,
        object: &Map<String, Value>,
        at: &str,
        errors: &mut Vec<String>,
    ) {
        let properties = schema.get("properties").and_then(Value::as_object);
        if let Some(Value::Array(required)) = schema.get("required") {
            for key in required.iter().filter_map(Value::as_str) {
                if !object.contains_key(key) {
                    errors.push(format!("{at}: the required key {key} is missing"));
                }
            }
        }
        for (key, value) in object {
            let path = format!("{at}/{key}");
            match properties.and_then(|p| p.get(key)) {
                Some(property) => self.check(property, value, &path, errors),
                None => match schema.get("additionalProperties") {
                    Some(Value::Bool(false)) => {
                        errors.push(format!("{path}: a key the schema does not allow"))
                    }
                    Some(extra @ Value::Object(_)) => self.check(extra, value, &path, errors),
                    _ => {}
                },
            }
        }
    }
}

/// Whether `value` is of the JSON Schema type `name` (an integer may be written `2.0`).
fn has_type(value: &Value, name: &str) -> bool {
    match name {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "number" => value.is_number(),
        "integer" => {
            value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}
