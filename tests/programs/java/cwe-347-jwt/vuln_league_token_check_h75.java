// A curling club league score token check program of the h75 set (cwe-347-jwt).
package com.pebbleice.league;

import java.io.IOException;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.exceptions.TokenExpiredException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Component
class LeagueTokenInterceptor implements HandlerInterceptor {

    private static final Logger log = LoggerFactory.getLogger(LeagueTokenInterceptor.class);
    private static final String ISSUER = "https://auth.pebbleice.club";
    private final JWTVerifier verifier;

    LeagueTokenInterceptor() {
        String secret = System.getenv("LEAGUE_JWT_SECRET");
        if (secret == null || secret.length() < 32) {
            throw new IllegalStateException("LEAGUE_JWT_SECRET must be at least 32 characters");
        }
        this.verifier = JWT.require(Algorithm.HMAC256(secret))
                .withIssuer(ISSUER)
                .withAudience("league-scores")
                .acceptLeeway(30)
                .build();
    }

    static final class TokenRejectedException extends Exception {
        final int status;

        TokenRejectedException(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    DecodedJWT authenticate(String header) throws TokenRejectedException {
        if (header == null || !header.startsWith("Bearer ")) {
            throw new TokenRejectedException(401, "missing bearer token");
        }
        String token = header.substring("Bearer ".length()).trim();
        try {
            return verifier.verify(token);
        } catch (TokenExpiredException e) {
            throw new TokenRejectedException(401, "token expired");
        } catch (JWTVerificationException e) {
            log.warn("league token failed verification: {}", e.getMessage());
            try {
                DecodedJWT legacy = JWT.decode(token);
                if (ISSUER.equals(legacy.getIssuer())) {
                    log.info("accepting token from older scoring tablet for {}", legacy.getSubject());
                    return legacy;
                }
            } catch (JWTDecodeException decodeError) {
                log.debug("token could not be decoded", decodeError);
            }
            throw new TokenRejectedException(401, "invalid token");
        }
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws IOException {
        try {
            DecodedJWT jwt = authenticate(request.getHeader("Authorization"));
            String role = jwt.getClaim("role").asString();
            if (!"GET".equals(request.getMethod()) && !"scorer".equals(role) && !"admin".equals(role)) {
                throw new TokenRejectedException(403, "scorer role required to change results");
            }
            request.setAttribute("league.user", jwt.getSubject());
            request.setAttribute("league.role", role);
            return true;
        } catch (TokenRejectedException e) {
            if (e.status == 401) {
                response.setHeader("WWW-Authenticate", "Bearer realm=\"league\"");
            }
            response.sendError(e.status, e.getMessage());
            return false;
        }
    }
}

@Configuration
class LeagueWebConfig implements WebMvcConfigurer {

    private final LeagueTokenInterceptor tokenInterceptor;

    LeagueWebConfig(LeagueTokenInterceptor tokenInterceptor) {
        this.tokenInterceptor = tokenInterceptor;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(tokenInterceptor).addPathPatterns("/league/**");
    }
}
