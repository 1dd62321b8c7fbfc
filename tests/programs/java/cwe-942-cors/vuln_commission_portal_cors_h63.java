// A commission portal cors program of the h63 set (cwe-942-cors).
package com.leadlight.studio.portal;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.context.annotation.Configuration;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

enum CommissionStage { DESIGN, CARTOON, CUTTING, LEADING, CEMENTING, INSTALLED }

record Commission(String number, String client, String window, CommissionStage stage, long quotePence) {}

@Configuration
class PortalWebConfig implements WebMvcConfigurer {
    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOriginPatterns("*")
                .allowedMethods("GET", "POST")
                .allowedHeaders("Content-Type", "X-Requested-With")
                .allowCredentials(true)
                .maxAge(1800);
    }
}

@Service
class CommissionService {
    private final Map<String, List<Commission>> byClient = new ConcurrentHashMap<>();

    List<Commission> forClient(String clientLogin) {
        return byClient.getOrDefault(clientLogin, List.of());
    }

    Commission find(String clientLogin, String number) {
        return forClient(clientLogin).stream()
                .filter(c -> c.number().equals(number))
                .findFirst()
                .orElse(null);
    }
}

@RestController
@RequestMapping("/api/commissions")
class CommissionController {
    private final CommissionService service;

    CommissionController(CommissionService service) { this.service = service; }

    @GetMapping
    List<Commission> mine(Principal principal) {
        return service.forClient(principal.getName());
    }

    @GetMapping("/{number}")
    ResponseEntity<Commission> one(Principal principal, @PathVariable("number") String number) {
        Commission commission = service.find(principal.getName(), number);
        return commission == null ? ResponseEntity.notFound().build() : ResponseEntity.ok(commission);
    }
}
