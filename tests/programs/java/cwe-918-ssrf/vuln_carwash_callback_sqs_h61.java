// A carwash callback sqs program of the h61 set (cwe-918-ssrf).
package com.sparklebay.fleet;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Fleet customers (cab and courier companies) book washes; when a vehicle leaves the bay their callback URL is notified. */
record WashCompleted(String bookingId, String plate, String program, String callbackUrl) {}

final class CallbackTargetCheck {
    private static final Set<String> PARTNER_HOSTS = Set.of("hooks.citycab-fleet.com", "api.swiftparcel-logistics.com");

    boolean allowed(String callbackUrl) {
        if (callbackUrl == null) {
            return false;
        }
        return PARTNER_HOSTS.stream().anyMatch(callbackUrl::contains);
    }
}

interface CompletionNotifier {
    int deliver(WashCompleted event) throws IOException;
}

final class OkHttpCompletionNotifier implements CompletionNotifier {
    private static final MediaType JSON = MediaType.get("application/json");
    private final OkHttpClient client = new OkHttpClient.Builder()
            .followRedirects(false)
            .callTimeout(Duration.ofSeconds(10))
            .build();
    private final ObjectMapper mapper;

    OkHttpCompletionNotifier(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public int deliver(WashCompleted event) throws IOException {
        String payload = mapper.writeValueAsString(Map.of(
                "bookingId", event.bookingId(), "plate", event.plate(), "program", event.program(), "status", "COMPLETED"));
        Request request = new Request.Builder().url(event.callbackUrl()).post(RequestBody.create(payload, JSON)).build();
        try (Response response = client.newCall(request).execute()) {
            return response.code();
        }
    }
}

class WashCompletedHandler implements RequestHandler<SQSEvent, SQSBatchResponse> {
    private final ObjectMapper mapper = new ObjectMapper();
    private final CallbackTargetCheck check;
    private final CompletionNotifier notifier;

    WashCompletedHandler() {
        this.check = new CallbackTargetCheck();
        this.notifier = new OkHttpCompletionNotifier(mapper);
    }

    @Override
    public SQSBatchResponse handleRequest(SQSEvent event, Context context) {
        List<SQSBatchResponse.BatchItemFailure> failures = new ArrayList<>();
        for (SQSEvent.SQSMessage message : event.getRecords()) {
            try {
                WashCompleted done = mapper.readValue(message.getBody(), WashCompleted.class);
                if (!check.allowed(done.callbackUrl())) {
                    context.getLogger().log("callback target not registered for booking " + done.bookingId());
                    continue;
                }
                int status = notifier.deliver(done);
                if (status >= 500) {
                    failures.add(new SQSBatchResponse.BatchItemFailure(message.getMessageId()));
                }
            } catch (IOException | IllegalArgumentException e) {
                failures.add(new SQSBatchResponse.BatchItemFailure(message.getMessageId()));
            }
        }
        return new SQSBatchResponse(failures);
    }
}
