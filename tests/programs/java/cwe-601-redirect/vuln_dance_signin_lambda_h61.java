// A dance signin lambda program of the h61 set (cwe-601-redirect).
package com.stepbystep.portal;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/** After members sign in on the hosted login page, the portal sends them back to the class page they came from. */
final class ReturnPathPolicy {
    static final String HOME = "/my/classes";

    String resolve(String requested) {
        if (requested == null || requested.isBlank()) {
            return HOME;
        }
        String decoded = URLDecoder.decode(requested, StandardCharsets.UTF_8);
        if (!decoded.startsWith("/")) {
            return HOME;
        }
        return decoded;
    }
}

interface MemberActivityLog {
    void signedIn(String memberId, Instant at);
}

final class SignInCompletion {
    private final ReturnPathPolicy policy;
    private final MemberActivityLog activity;

    SignInCompletion(ReturnPathPolicy policy, MemberActivityLog activity) {
        this.policy = policy;
        this.activity = activity;
    }

    String complete(String memberId, String requestedReturn) {
        activity.signedIn(memberId, Instant.now());
        return policy.resolve(requestedReturn);
    }
}

class SignInCompleteHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final SignInCompletion completion;

    SignInCompleteHandler() {
        this(new SignInCompletion(new ReturnPathPolicy(),
                (member, at) -> System.out.println("member " + member + " signed in at " + at)));
    }

    SignInCompleteHandler(SignInCompletion completion) {
        this.completion = completion;
    }

    @Override
    @SuppressWarnings("unchecked")
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        // the Cognito authorizer has already validated the member's session
        Map<String, Object> authorizer = event.getRequestContext().getAuthorizer();
        Map<String, String> claims = (Map<String, String>) authorizer.get("claims");
        if (claims == null || claims.get("sub") == null) {
            return new APIGatewayProxyResponseEvent().withStatusCode(401);
        }
        Map<String, String> params = Optional.ofNullable(event.getQueryStringParameters()).orElse(Map.of());
        String target = completion.complete(claims.get("sub"), params.get("next"));
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(302)
                .withHeaders(Map.of("Location", target, "Cache-Control", "no-store"));
    }
}
