// Spring MVC interceptor and controller that authorise airline crew portal calls.
package aero.bluewing.crew;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Component
class CrewTokenInterceptor implements HandlerInterceptor {

    private final JwtParser parser;
    private final Function<String, Optional<String>> bearer = h ->
        Optional.ofNullable(h).filter(v -> v.startsWith("Bearer ")).map(v -> v.substring(7));

    CrewTokenInterceptor(@Value("${crew.jwt.secret}") String secret) {
        this.parser = Jwts.parserBuilder().setSigningKey(Keys.hmacShaKeyFor(secret.getBytes(StandardCharsets.UTF_8))).build();
    }

    private Optional<Claims> claimsOf(String token) {
        try {
            return Optional.of((Claims) parser.parse(token).getBody());
        } catch (JwtException | ClassCastException e) {
            return Optional.empty();
        }
    }

    @Override
    public boolean preHandle(HttpServletRequest req, HttpServletResponse resp, Object handler) {
        Optional<Claims> claims = bearer.apply(req.getHeader("Authorization")).flatMap(this::claimsOf);
        claims.ifPresentOrElse(c -> req.setAttribute("crewClaims", c),
            () -> resp.setStatus(HttpServletResponse.SC_UNAUTHORIZED));
        return claims.isPresent();
    }
}

@Configuration
class CrewWebConfig implements WebMvcConfigurer {
    private final CrewTokenInterceptor interceptor;
    CrewWebConfig(CrewTokenInterceptor interceptor) { this.interceptor = interceptor; }
    @Override public void addInterceptors(InterceptorRegistry registry) { registry.addInterceptor(interceptor).addPathPatterns("/crew/**"); }
}

@RestController
class CrewScheduleController {
    private final ScheduleService schedules;
    CrewScheduleController(ScheduleService schedules) { this.schedules = schedules; }

    @GetMapping("/crew/schedule")
    public Object mySchedule(@RequestAttribute("crewClaims") Claims claims) {
        return schedules.forEmployee(claims.getSubject(), claims.get("base", String.class));
    }
}
