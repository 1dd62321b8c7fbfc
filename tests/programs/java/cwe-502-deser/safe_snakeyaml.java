// Spring Boot admin endpoint that loads pricing rules uploaded as YAML
package com.example.pricing;

import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

@RestController
public class PricingRulesController {

    @PostMapping("/admin/pricing/rules")
    public String upload(@RequestBody String yamlText) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        Map<String, Object> set = yaml.load(yamlText);
        @SuppressWarnings("unchecked")
        List<String> rules = (List<String>) set.get("rules");
        return "loaded " + set.get("name") + " with " + rules.size() + " rules";
    }
}
