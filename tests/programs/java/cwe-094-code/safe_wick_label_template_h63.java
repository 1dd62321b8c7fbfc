// A wick label template program of the h63 set (cwe-094-code).
package com.wickandpour.labels;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.common.TemplateParserContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.stereotype.Component;

class LabelOrder {
    public String orderNumber;
    public String style;
    public String template;
    public String recipient;
    public String scent;
}

class LabelVariables {
    private final String recipient;
    private final String scent;
    private final String pouredOn;

    LabelVariables(String recipient, String scent, String pouredOn) {
        this.recipient = recipient;
        this.scent = scent;
        this.pouredOn = pouredOn;
    }

    public String getRecipient() { return recipient; }
    public String getScent() { return scent; }
    public String getPouredOn() { return pouredOn; }
}

@Component
class LabelTemplateRenderer {
    private final ExpressionParser parser = new SpelExpressionParser();

    String render(String template, LabelVariables variables) {
        Expression expression = parser.parseExpression(template, new TemplateParserContext());
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        return expression.getValue(context, variables, String.class);
    }
}

interface LabelComposer {
    String compose(LabelOrder order);
}

@Component
class LabelPrintQueue {
    private final List<String> pending = new CopyOnWriteArrayList<>();

    void enqueue(String orderNumber, String text) { pending.add(orderNumber + "|" + text); }
}

@Component
class PersonalisedLabelListener {
    private final ObjectMapper mapper;
    private final LabelPrintQueue printQueue;
    private final Map<String, LabelComposer> composers;

    PersonalisedLabelListener(ObjectMapper mapper, LabelPrintQueue printQueue, LabelTemplateRenderer renderer) {
        this.mapper = mapper;
        this.printQueue = printQueue;
        LabelComposer classic = order -> renderer.render(order.template,
                new LabelVariables(order.recipient, order.scent, LocalDate.now().toString()));
        LabelComposer minimal = order -> renderer.render(order.template,
                new LabelVariables(order.recipient, order.scent, ""));
        this.composers = Map.of("classic", classic, "minimal", minimal);
    }

    @RabbitListener(queues = "labels.personalised")
    void onLabelOrder(String payload) throws Exception {
        LabelOrder order = mapper.readValue(payload, LabelOrder.class);
        LabelComposer composer = composers.getOrDefault(order.style, composers.get("classic"));
        if (order.template == null || order.template.length() > 240) {
            return;
        }
        printQueue.enqueue(order.orderNumber, composer.compose(order));
    }
}
