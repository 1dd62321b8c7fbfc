// A harp soundboard photo program of the h65 set (cwe-918-ssrf).
package com.harpworks.workshop.graphql;

import graphql.GraphQLException;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;

/**
 * Mutation attachSoundboardPhoto(harpId: ID!, imageUrl: String!): PhotoAttachment
 *
 * Luthiers photograph the soundboard grain before stringing; the photo is uploaded
 * to the media CDN first and this mutation pulls it into the build record.
 */
public class AttachSoundboardPhotoFetcher implements DataFetcher<Map<String, Object>> {

    private static final String MEDIA_HOST = "media.harpworks-cdn.com";
    private static final long MAX_BYTES = 15L * 1024 * 1024;

    private final OkHttpClient http = new OkHttpClient.Builder()
            .callTimeout(Duration.ofSeconds(20))
            .followRedirects(false)
            .build();
    private final BuildRecordStore store;

    public AttachSoundboardPhotoFetcher(BuildRecordStore store) {
        this.store = store;
    }

    @Override
    public Map<String, Object> get(DataFetchingEnvironment env) throws IOException {
        String harpId = env.getArgument("harpId");
        String imageUrl = env.getArgument("imageUrl");

        HttpUrl url = HttpUrl.parse(imageUrl);
        if (url == null) {
            throw new GraphQLException("imageUrl is not a valid URL");
        }
        if (!url.isHttps() || !MEDIA_HOST.equals(url.host()) || url.port() != 443) {
            throw new GraphQLException("photos must be uploaded to the media CDN first");
        }

        Request req = new Request.Builder().url(url).get().build();
        try (Response resp = http.newCall(req).execute()) {
            ResponseBody body = resp.body();
            if (!resp.isSuccessful() || body == null || body.contentLength() > MAX_BYTES) {
                throw new GraphQLException("could not fetch photo");
            }
            String contentType = resp.header("Content-Type", "application/octet-stream");
            String photoId = store.savePhoto(harpId, contentType, body.bytes());
            return Map.of("harpId", harpId, "photoId", photoId, "contentType", contentType);
        }
    }
}

interface BuildRecordStore {
    String savePhoto(String harpId, String contentType, byte[] data);
}
