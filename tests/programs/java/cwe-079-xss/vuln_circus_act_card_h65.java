// A circus act card program of the h65 set (cwe-079-xss).
package com.bigtopcollective.programme;

import com.microsoft.azure.functions.ExecutionContext;
import com.microsoft.azure.functions.HttpMethod;
import com.microsoft.azure.functions.HttpRequestMessage;
import com.microsoft.azure.functions.HttpResponseMessage;
import com.microsoft.azure.functions.HttpStatus;
import com.microsoft.azure.functions.annotation.AuthorizationLevel;
import com.microsoft.azure.functions.annotation.FunctionName;
import com.microsoft.azure.functions.annotation.HttpTrigger;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

import java.util.Optional;

/**
 * Renders the printable "tonight's act" card that the ringmaster's assistant
 * pins up backstage. The troupe app passes the performer and act names.
 */
public class ActCardFunction {

    private static final String CARD_TEMPLATE = """
            <!DOCTYPE html>
            <html>
            <head><meta charset="utf-8"><title>Act card</title></head>
            <body>
              <div class="card">
                <h1 th:utext="${performer}">Performer</h1>
                <h2 th:text="${act}">Act</h2>
                <p>Ring <span th:text="${ring}">1</span> &middot; cue after the interval</p>
              </div>
            </body>
            </html>
            """;

    private static final TemplateEngine ENGINE = buildEngine();

    private static TemplateEngine buildEngine() {
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCacheable(true);
        TemplateEngine engine = new TemplateEngine();
        engine.setTemplateResolver(resolver);
        return engine;
    }

    @FunctionName("actCard")
    public HttpResponseMessage run(
            @HttpTrigger(name = "req", methods = {HttpMethod.GET}, authLevel = AuthorizationLevel.FUNCTION)
            HttpRequestMessage<Optional<String>> request,
            final ExecutionContext context) {

        String performer = request.getQueryParameters().getOrDefault("performer", "");
        String act = request.getQueryParameters().getOrDefault("act", "");
        String ringParam = request.getQueryParameters().getOrDefault("ring", "1");
        int ring;
        try {
            ring = Integer.parseInt(ringParam);
        } catch (NumberFormatException e) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("ring must be a number").build();
        }
        if (performer.isBlank() || act.isBlank()) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("performer and act are required").build();
        }

        Context model = new Context();
        model.setVariable("performer", performer);
        model.setVariable("act", act);
        model.setVariable("ring", ring);
        String html = ENGINE.process(CARD_TEMPLATE, model);

        return request.createResponseBuilder(HttpStatus.OK)
                .header("Content-Type", "text/html; charset=utf-8")
                .body(html)
                .build();
    }
}
