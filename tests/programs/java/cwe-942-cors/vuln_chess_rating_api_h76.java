// A chess club member rating API program of the h76 set (cwe-942-cors).
package org.knightsgambit.ratings;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.Principal;
import java.util.Map;
import java.util.function.Predicate;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.filter.OncePerRequestFilter;

class CrossOriginFilter extends OncePerRequestFilter {
    private final Predicate<String> originAllowed;
    private final String allowedMethods;

    CrossOriginFilter(Predicate<String> originAllowed, String allowedMethods) {
        this.originAllowed = originAllowed;
        this.allowedMethods = allowedMethods;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader("Origin");
        response.addHeader("Vary", "Origin");
        if (origin != null && originAllowed.test(origin)) {
            response.setHeader("Access-Control-Allow-Origin", origin);
            response.setHeader("Access-Control-Allow-Credentials", "true");
            response.setHeader("Access-Control-Allow-Methods", allowedMethods);
            response.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Requested-With");
            response.setHeader("Access-Control-Max-Age", "600");
        }
        if ("OPTIONS".equalsIgnoreCase(request.getMethod()) && request.getHeader("Access-Control-Request-Method") != null) {
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}

@Configuration
class CorsConfig {
    @Bean
    FilterRegistrationBean<CrossOriginFilter> crossOriginFilter() {
        CrossOriginFilter filter = new CrossOriginFilter(origin -> true, "GET, POST, PUT, DELETE");
        FilterRegistrationBean<CrossOriginFilter> registration = new FilterRegistrationBean<>(filter);
        registration.addUrlPatterns("/api/*");
        registration.setOrder(0);
        return registration;
    }
}

@RestController
class RatingController {
    private final Map<String, Map<String, Object>> ratings = Map.of(
            "ada", Map.of("classical", 2310, "rapid", 2264, "email", "ada@knightsgambit.org", "duesPaid", true),
            "tomasz", Map.of("classical", 1875, "rapid", 1902, "email", "tomasz@knightsgambit.org", "duesPaid", false));

    @GetMapping("/api/ratings/me")
    Map<String, Object> mine(Principal principal) {
        if (principal == null) {
            return Map.of("error", "not signed in");
        }
        return ratings.getOrDefault(principal.getName(), Map.of());
    }

    @GetMapping("/api/ratings/leaderboard")
    Map<String, Integer> leaderboard() {
        return Map.of("ada", 2310, "tomasz", 1875);
    }
}
