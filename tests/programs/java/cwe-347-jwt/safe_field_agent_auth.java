// Servlet filter authenticating mobile field-survey agents for a disaster-relief nonprofit
package org.reliefnet.fieldapp.auth;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;

record FieldAgent(String agentId, String region, List<String> roles) {}

class AgentTokenReader {
    private static final String ISSUER = "https://auth.reliefnet.org";
    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("FIELD_JWT_SECRET")))
        .withIssuer(ISSUER)
        .acceptLeeway(30)
        .build();

    FieldAgent read(String token) {
        DecodedJWT jwt = verifier.verify(token);
        if (jwt.getExpiresAt() == null) {
            throw new JWTVerificationException("token has no expiry");
        }
        return new FieldAgent(jwt.getSubject(), jwt.getClaim("region").asString(),
            jwt.getClaim("roles").asList(String.class));
    }
}

@WebFilter(urlPatterns = "/field/*")
class FieldAgentAuthFilter implements Filter {
    private final AgentTokenReader reader = new AgentTokenReader();

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            FieldAgent agent = reader.read(header.substring("Bearer ".length()));
            req.setAttribute("fieldAgent", agent);
        } catch (JWTVerificationException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(request, response);
    }
}
