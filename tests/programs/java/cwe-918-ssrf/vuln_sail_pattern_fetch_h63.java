// A sail pattern fetch program of the h63 set (cwe-918-ssrf).
package com.northloft.cutting;

import java.io.IOException;
import java.net.URI;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

class CuttingOrderMessage {
    public String orderId;
    public String sailType;
    public String patternUrl;
}

record PlotterJob(String orderId, byte[] dxf) {}

@Component
class PatternSourceValidator {
    private static final Set<String> HOSTS = Set.of("patterns.northloft.io", "cdn.sailplan.net");

    boolean validate(String url) {
        try {
            URI uri = URI.create(url);
            return "https".equals(uri.getScheme()) && HOSTS.contains(uri.getHost());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}

@Component
class PatternClient {
    private final OkHttpClient http = new OkHttpClient.Builder().followRedirects(false).build();

    byte[] download(String url) throws IOException {
        Request request = new Request.Builder().url(url).get().build();
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful() || response.body() == null) {
                throw new IOException("pattern download failed: " + response.code());
            }
            return response.body().bytes();
        }
    }
}

@Component
class PlotterQueue {
    private final BlockingQueue<PlotterJob> jobs = new LinkedBlockingQueue<>();

    void submit(PlotterJob job) { jobs.add(job); }
}

class PrepareCuttingCommand {
    private final CuttingOrderMessage order;
    private final PatternClient client;
    private final PlotterQueue queue;

    PrepareCuttingCommand(CuttingOrderMessage order, PatternClient client, PlotterQueue queue) {
        this.order = order;
        this.client = client;
        this.queue = queue;
    }

    void execute() throws IOException {
        byte[] dxf = client.download(order.patternUrl);
        queue.submit(new PlotterJob(order.orderId, dxf));
    }
}

@Component
class CuttingOrderListener {
    private static final Logger log = LoggerFactory.getLogger(CuttingOrderListener.class);
    private final ObjectMapper mapper;
    private final PatternSourceValidator validator;
    private final PatternClient client;
    private final PlotterQueue queue;

    CuttingOrderListener(ObjectMapper mapper, PatternSourceValidator validator, PatternClient client, PlotterQueue queue) {
        this.mapper = mapper;
        this.validator = validator;
        this.client = client;
        this.queue = queue;
    }

    @RabbitListener(queues = "loft.cutting-orders")
    void onOrder(String payload) throws IOException {
        CuttingOrderMessage order = mapper.readValue(payload, CuttingOrderMessage.class);
        if (order.patternUrl == null) {
            log.warn("cutting order without pattern skipped");
            return;
        }
        validator.validate(order.patternUrl);
        new PrepareCuttingCommand(order, client, queue).execute();
    }
}
