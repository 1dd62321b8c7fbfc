// Micronaut controller returning the caller's tenant settings identified by a signed token header.
package com.acme.tenancy;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import java.util.Map;

@Controller("/tenant")
public class TenantSettingsController {

    private final TenantSettingsService settings;
    private final Algorithm algorithm;

    public TenantSettingsController(TenantSettingsService settings,
                                    @Value("${auth.hmac-secret}") String secret) {
        this.settings = settings;
        this.algorithm = Algorithm.HMAC256(secret);
    }

    @Get("/settings")
    public HttpResponse<Map<String, Object>> current(@Header("X-Auth-Token") String token) {
        String tenantId;
        try {
            tenantId = tenantFrom(token);
        } catch (JWTVerificationException e) {
            return HttpResponse.unauthorized();
        }
        if (tenantId == null) {
            return HttpResponse.unauthorized();
        }
        return HttpResponse.ok(settings.forTenant(tenantId));
    }

    private String tenantFrom(String token) {
        DecodedJWT jwt = JWT.require(algorithm)
                .withIssuer("https://auth.acme.com")
                .build()
                .verify(token);
        return jwt.getClaim("tenant").asString();
    }
}
