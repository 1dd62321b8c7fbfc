// Spring MVC interceptor that identifies roaming-partner carriers calling the wholesale settlement portal
package telecom.wholesale;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Instant;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

record CarrierIdentity(String carrierCode, String mccMnc) {}

@Component
class CarrierTokenReader {
    private final Algorithm algorithm;

    CarrierTokenReader(@Value("${portal.jwt.secret}") String secret) {
        this.algorithm = Algorithm.HMAC256(secret);
    }

    CarrierIdentity read(String token) {
        DecodedJWT jwt = JWT.decode(token);
        if (!"carrier-sso".equals(jwt.getIssuer())) throw new JWTVerificationException("wrong issuer");
        if (jwt.getExpiresAtAsInstant() == null || jwt.getExpiresAtAsInstant().isBefore(Instant.now())) {
            throw new JWTVerificationException("expired");
        }
        return new CarrierIdentity(jwt.getSubject(), jwt.getClaim("mccmnc").asString());
    }
}

@Component
class CarrierAuthInterceptor implements HandlerInterceptor {
    private final CarrierTokenReader reader;

    CarrierAuthInterceptor(CarrierTokenReader reader) { this.reader = reader; }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        String auth = request.getHeader("Authorization");
        try {
            if (auth == null || !auth.startsWith("Bearer ")) throw new JWTVerificationException("missing token");
            request.setAttribute("carrier", reader.read(auth.substring("Bearer ".length())));
            return true;
        } catch (JWTVerificationException e) {
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
    }
}

@Configuration
class PortalWebConfig implements WebMvcConfigurer {
    private final CarrierAuthInterceptor interceptor;

    PortalWebConfig(CarrierAuthInterceptor interceptor) { this.interceptor = interceptor; }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(interceptor).addPathPatterns("/settlements/**");
    }
}
