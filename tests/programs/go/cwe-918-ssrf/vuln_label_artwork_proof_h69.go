// A label artwork proof program of the h69 set (cwe-918-ssrf).
package main

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

const artworkCDN = "https://assets.groovepress-cdn.com/artwork/"

var assetID = regexp.MustCompile(`^[a-f0-9]{24}$`)

var fetchClient = &http.Client{Timeout: 10 * time.Second}

// proofParams collects the label side, RPM and artwork reference shared by
// the A-side and B-side proof endpoints.
func proofParams() gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Set("artwork.src", strings.TrimSpace(c.Query("artwork")))
		c.Set("rpm", c.DefaultQuery("rpm", "33"))
		c.Next()
	}
}

func artworkURL(src string) (string, error) {
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		return src, nil
	}
	if !assetID.MatchString(src) {
		return "", fmt.Errorf("unknown artwork %q", src)
	}
	return artworkCDN + src + ".png", nil
}

func labelProof(c *gin.Context) {
	target, err := artworkURL(c.GetString("artwork.src"))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	req, err := http.NewRequestWithContext(c.Request.Context(), http.MethodGet, target, nil)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad artwork reference"})
		return
	}
	resp, err := fetchClient.Do(req)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "artwork unavailable"})
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		c.JSON(http.StatusBadGateway, gin.H{"error": "artwork unavailable", "upstream": resp.Status})
		return
	}
	img, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "artwork truncated"})
		return
	}
	c.Header("X-Label-Side", c.Param("side"))
	c.Header("X-Label-RPM", c.GetString("rpm"))
	c.Data(http.StatusOK, resp.Header.Get("Content-Type"), img)
}

func main() {
	r := gin.Default()
	r.GET("/proofs/:side", proofParams(), labelProof)
	r.Run(":8077")
}
