// Javalin endpoint that previews customer notification messages filled in with order details
package com.notify.preview;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.text.StringSubstitutor;
import org.apache.commons.text.lookup.StringLookupFactory;

class PreviewRequest {
    public String template;
    public String customerName;
    public String orderNumber;
    public String deliveryDate;
}

class NoticeRenderer {
    String render(PreviewRequest req) {
        Map<String, String> values = new HashMap<>();
        values.put("customer", req.customerName);
        values.put("order", req.orderNumber);
        values.put("delivery", req.deliveryDate);
        StringSubstitutor substitutor =
                new StringSubstitutor(StringLookupFactory.INSTANCE.interpolatorStringLookup(values));
        substitutor.setEnableUndefinedVariableException(false);
        return substitutor.replace(req.template);
    }
}

class NoticeApp {
    private static final int MAX_TEMPLATE = 2000;
    private final NoticeRenderer renderer = new NoticeRenderer();

    void preview(Context ctx) {
        PreviewRequest req = ctx.bodyAsClass(PreviewRequest.class);
        if (req.template == null || req.template.length() > MAX_TEMPLATE) {
            ctx.status(400).result("template missing or too long");
            return;
        }
        ctx.json(Map.of("preview", renderer.render(req)));
    }

    public static void main(String[] args) {
        NoticeApp app = new NoticeApp();
        Javalin.create().post("/notices/preview", app::preview).start(7000);
    }
}
