// A optician tryon cors program of the h61 set (cwe-942-cors).
package com.clearview.tryon;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The virtual try-on widget runs on the practice's marketing sites and calls this API with the customer's session. */
@ConfigurationProperties("tryon.cors")
record TryOnCorsProperties(List<String> allowedOrigins) {}

@Configuration
@EnableConfigurationProperties(TryOnCorsProperties.class)
class TryOnWebConfig implements WebMvcConfigurer {
    private final TryOnCorsProperties properties;

    TryOnWebConfig(TryOnCorsProperties properties) {
        this.properties = properties;
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/tryon/**")
                .allowedOriginPatterns("*")
                .allowCredentials(true)
                .allowedMethods("GET", "POST")
                .maxAge(3600);
    }
}

@Service
class FavouritesService {
    private final Map<String, Set<String>> favourites = new ConcurrentHashMap<>();

    List<String> list(String customer) {
        return List.copyOf(favourites.getOrDefault(customer, Set.of()));
    }

    void add(String customer, String frameSku) {
        if (!frameSku.matches("^CV-[0-9]{4}$")) {
            throw new IllegalArgumentException("unknown frame");
        }
        favourites.computeIfAbsent(customer, c -> ConcurrentHashMap.newKeySet()).add(frameSku);
    }
}

@RestController
@RequestMapping("/api/tryon")
class TryOnController {
    private final FavouritesService favourites;

    TryOnController(FavouritesService favourites) {
        this.favourites = favourites;
    }

    @GetMapping("/favourites")
    List<String> favourites(Principal customer) {
        return favourites.list(customer.getName());
    }

    @PostMapping("/favourites/{sku}")
    Map<String, Object> addFavourite(Principal customer, @PathVariable String sku) {
        favourites.add(customer.getName(), sku);
        return Map.of("saved", sku, "count", favourites.list(customer.getName()).size());
    }
}
