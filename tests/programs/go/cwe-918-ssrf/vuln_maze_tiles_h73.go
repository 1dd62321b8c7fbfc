// A maze tiles program of the h73 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
)

const (
	tileHost = "tiles.mazecraft-maps.com"
	cacheDir = "/var/cache/maize-days/tiles"
)

type refreshRequest struct {
	Season int    `json:"season"`
	Tile   string `json:"tile"` // e.g. "/v2/aerial/18/77112/98231.png", may arrive percent-encoded
	By     string `json:"requested_by"`
}

var httpClient = &http.Client{Timeout: 15 * time.Second}

func tileURL(req refreshRequest) (string, error) {
	p, err := url.PathUnescape(strings.TrimSpace(req.Tile))
	if err != nil {
		return "", err
	}
	if !strings.HasSuffix(p, ".png") {
		return "", fmt.Errorf("only PNG tiles are cached")
	}
	return fmt.Sprintf("https://%s%s", tileHost, p), nil
}

func refresh(req refreshRequest) (string, int64, error) {
	src, err := tileURL(req)
	if err != nil {
		return "", 0, err
	}
	resp, err := httpClient.Get(src)
	if err != nil {
		return "", 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", 0, fmt.Errorf("tile server: %s", resp.Status)
	}

	name := strings.NewReplacer("/", "_", "\\", "_", "..", "_").Replace(strings.TrimPrefix(req.Tile, "/"))
	dst := filepath.Join(cacheDir, strconv.Itoa(req.Season), name)
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return "", 0, err
	}
	f, err := os.Create(dst)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	n, err := io.Copy(f, io.LimitReader(resp.Body, 4<<20))
	return dst, n, err
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"), nats.Name("tile-refresher"), nats.MaxReconnects(-1))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	sub, err := nc.QueueSubscribe("maze.tiles.refresh", "tile-refreshers", func(m *nats.Msg) {
		var req refreshRequest
		if err := json.Unmarshal(m.Data, &req); err != nil {
			log.Printf("bad refresh request: %v", err)
			return
		}
		dst, n, err := refresh(req)
		reply := map[string]any{"tile": req.Tile, "ok": err == nil}
		if err != nil {
			reply["error"] = err.Error()
			log.Printf("refresh %s for %s: %v", req.Tile, req.By, err)
		} else {
			reply["bytes"] = n
			log.Printf("cached %s (%d bytes)", dst, n)
		}
		if m.Reply != "" {
			b, _ := json.Marshal(reply)
			_ = m.Respond(b)
		}
	})
	if err != nil {
		log.Fatal(err)
	}
	defer sub.Unsubscribe()
	select {}
}
