// Spring Boot admin endpoint that loads pricing rules uploaded as YAML
package com.example.pricing;

import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.Constructor;

@RestController
public class PricingRulesController {

    public static class RuleSet {
        public String name;
        public List<String> rules;
    }

    @PostMapping("/admin/pricing/rules")
    public String upload(@RequestBody String yamlText) {
        Yaml yaml = new Yaml(new Constructor(RuleSet.class));
        RuleSet set = yaml.load(yamlText);
        return "loaded " + set.name;
    }
}
