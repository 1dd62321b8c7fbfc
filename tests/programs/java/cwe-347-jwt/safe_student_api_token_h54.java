// JAX-RS request filter and resource for a school gradebook API using bearer tokens.
package edu.northfield.gradebook;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

@Provider
@Priority(Priorities.AUTHENTICATION)
class StudentTokenFilter implements ContainerRequestFilter {

    private static final Predicate<DecodedJWT> NOT_EXPIRED =
        jwt -> jwt.getExpiresAt() != null && jwt.getExpiresAt().after(new Date());

    private static final JWTVerifier VERIFIER = JWT
        .require(Algorithm.HMAC256(System.getenv("GRADEBOOK_JWT_SECRET")))
        .withIssuer("https://auth.northfield.edu")
        .build();

    private static Optional<DecodedJWT> readToken(String raw) {
        try {
            return Optional.of(VERIFIER.verify(raw));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }

    @Override
    public void filter(ContainerRequestContext ctx) {
        Optional.ofNullable(ctx.getHeaderString(HttpHeaders.AUTHORIZATION))
            .filter(h -> h.startsWith("Bearer "))
            .map(h -> h.substring(7))
            .flatMap(StudentTokenFilter::readToken)
            .filter(NOT_EXPIRED)
            .ifPresentOrElse(
                jwt -> ctx.setProperty("studentId", jwt.getSubject()),
                () -> ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build()));
    }
}

@Path("/grades")
@Produces(MediaType.APPLICATION_JSON)
public class GradebookResource {

    @Inject GradeRepository grades;

    @GET @Path("/me")
    public List<Grade> myGrades(@Context ContainerRequestContext ctx) {
        return grades.forStudent((String) ctx.getProperty("studentId"));
    }
}
