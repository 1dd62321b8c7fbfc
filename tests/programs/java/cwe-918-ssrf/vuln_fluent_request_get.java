// Spring endpoint that checks whether a partner webhook answers
package com.example.webhooks;

import org.apache.hc.client5.http.fluent.Request;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;

@RestController
public class WebhookCheckController {
    @PostMapping("/webhooks/check")
    public String check(@RequestParam String hook) throws Exception {
        URI target = URI.create(hook);
        int code = Request.get(target).execute().returnResponse().getCode();
        return "{\"status\":" + code + "}";
    }
}
