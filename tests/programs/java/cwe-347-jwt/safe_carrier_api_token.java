// Spring MVC interceptor authenticating carrier partner API calls with HS256 bearer tokens
package com.routegrid.carrierapi.security;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

record CarrierPrincipal(String carrierId, String scope) {}

@Component
class CarrierTokenVerifier {
    private final JwtParser parser = Jwts.parserBuilder()
        .setSigningKey(Keys.hmacShaKeyFor(System.getenv("CARRIER_JWT_SECRET").getBytes(StandardCharsets.UTF_8)))
        .requireIssuer("routegrid")
        .build();

    Optional<CarrierPrincipal> verify(String token) {
        try {
            Claims claims = parser.parseClaimsJws(token).getBody();
            return Optional.of(new CarrierPrincipal(claims.getSubject(), claims.get("scope", String.class)));
        } catch (JwtException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}

@Component
class CarrierAuthInterceptor implements HandlerInterceptor {
    private final CarrierTokenVerifier verifier;

    CarrierAuthInterceptor(CarrierTokenVerifier verifier) { this.verifier = verifier; }

    @Override
    public boolean preHandle(HttpServletRequest req, HttpServletResponse resp, Object handler) {
        String header = req.getHeader("Authorization");
        Optional<CarrierPrincipal> principal = header != null && header.startsWith("Bearer ")
            ? verifier.verify(header.substring(7)) : Optional.empty();
        if (principal.isEmpty()) {
            resp.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        req.setAttribute("carrier", principal.get());
        return true;
    }
}

@Configuration
class CarrierApiWebConfig implements WebMvcConfigurer {
    private final CarrierAuthInterceptor interceptor;

    CarrierApiWebConfig(CarrierAuthInterceptor interceptor) { this.interceptor = interceptor; }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/carrier-api/**");
    }
}
