// Spring interceptor and controller that let a sports league's referees submit match reports with a JWT
package org.league.referees;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import com.auth0.jwt.interfaces.JWTVerifier;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;

record MatchReport(long matchId, int homeGoals, int awayGoals, String notes) {}

@Component
class RefereeTokenInterceptor implements HandlerInterceptor {
    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("REFEREE_JWT_SECRET")))
            .withIssuer("league-sso")
            .build();

    @Override
    public boolean preHandle(HttpServletRequest req, HttpServletResponse resp, Object handler) {
        String auth = req.getHeader("Authorization");
        if (auth == null || !auth.startsWith("Bearer ")) {
            resp.setStatus(401);
            return false;
        }
        try {
            DecodedJWT jwt = verifier.verify(auth.substring(7));
            if (!"referee".equals(jwt.getClaim("role").asString())) {
                resp.setStatus(403);
                return false;
            }
            req.setAttribute("refereeId", jwt.getSubject());
            return true;
        } catch (JWTVerificationException e) {
            resp.setStatus(401);
            return false;
        }
    }
}

@RestController
class MatchReportController {
    @PostMapping("/referee/reports")
    String submit(@RequestAttribute("refereeId") String refereeId, @RequestBody MatchReport report) {
        return "report for match " + report.matchId() + " accepted from referee " + refereeId;
    }
}
