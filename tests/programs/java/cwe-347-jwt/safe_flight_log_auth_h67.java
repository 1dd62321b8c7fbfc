// A flight log auth program of the h67 set (cwe-347-jwt).
// falconers: members post hawk flight logs; bearer tokens come from the club's sign-in service
package club.falconry.flightlog;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.dropwizard.auth.AuthDynamicFeature;
import io.dropwizard.auth.AuthValueFactoryProvider;
import io.dropwizard.auth.Authenticator;
import io.dropwizard.auth.Auth;
import io.dropwizard.auth.oauth.OAuthCredentialAuthFilter;
import io.dropwizard.core.Application;
import io.dropwizard.core.Configuration;
import io.dropwizard.core.setup.Environment;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.security.Principal;
import java.util.Optional;

public class FlightLogApplication extends Application<FlightLogApplication.FlightLogConfig> {

    public static class FlightLogConfig extends Configuration {
        @NotBlank
        public String tokenSecret;
        @NotBlank
        public String tokenIssuer = "https://signin.falconry.club";
    }

    public record Member(String name, String membershipNo) implements Principal {
        @Override
        public String getName() {
            return name;
        }
    }

    public record FlightLog(@NotBlank String bird, @Min(1) @Max(600) int minutesFlown,
                            @NotBlank String quarry, @Min(0) @Max(20) int slips) {
    }

    static class MemberTokenAuthenticator implements Authenticator<String, Member> {
        private final JWTVerifier verifier;

        MemberTokenAuthenticator(String secret, String issuer) {
            this.verifier = JWT.require(Algorithm.HMAC256(secret))
                    .withIssuer(issuer)
                    .acceptLeeway(30)
                    .build();
        }

        @Override
        public Optional<Member> authenticate(String token) {
            try {
                DecodedJWT jwt = verifier.verify(token);
                return Optional.of(new Member(jwt.getClaim("name").asString(), jwt.getSubject()));
            } catch (JWTVerificationException | NullPointerException e) {
                return Optional.empty();
            }
        }
    }

    @Path("/flights")
    public static class FlightLogResource {
        @POST
        public Response record(@Auth Member member, @Valid FlightLog log) {
            // persisted by the logbook batch job; acknowledge receipt here
            return Response.accepted(member.membershipNo() + ":" + log.bird()).build();
        }
    }

    @Override
    public void run(FlightLogConfig config, Environment environment) {
        environment.jersey().register(new AuthDynamicFeature(
                new OAuthCredentialAuthFilter.Builder<Member>()
                        .setAuthenticator(new MemberTokenAuthenticator(config.tokenSecret, config.tokenIssuer))
                        .setPrefix("Bearer")
                        .buildAuthFilter()));
        environment.jersey().register(new AuthValueFactoryProvider.Binder<>(Member.class));
        environment.jersey().register(new FlightLogResource());
    }

    public static void main(String[] args) throws Exception {
        new FlightLogApplication().run(args);
    }
}
