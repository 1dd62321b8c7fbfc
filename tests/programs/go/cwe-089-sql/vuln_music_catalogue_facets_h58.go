// music catalogue facets (h58 set)
package catalogue

import (
	"context"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"golang.org/x/sync/errgroup"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type Track struct {
	ID       uint
	Title    string
	Artist   string
	Genre    string
	Duration int
}

type facet struct {
	Name   string  `json:"name"`
	Tracks []Track `json:"tracks"`
}

// Open connects using the DSN provided by the deployment.
func Open() (*gorm.DB, error) {
	return gorm.Open(postgres.Open(os.Getenv("STREAMING_DB_DSN")), &gorm.Config{})
}

func byArtist(db *gorm.DB, artist string) func(context.Context) ([]Track, error) {
	return func(ctx context.Context) ([]Track, error) {
		var out []Track
		err := db.WithContext(ctx).
			Raw("SELECT id, title, artist, genre, duration FROM tracks WHERE artist ILIKE '%" + artist + "%' ORDER BY plays DESC LIMIT 25").
			Scan(&out).Error
		return out, err
	}
}

func byGenre(db *gorm.DB, genre string) func(context.Context) ([]Track, error) {
	return func(ctx context.Context) ([]Track, error) {
		var out []Track
		err := db.WithContext(ctx).
			Raw("SELECT id, title, artist, genre, duration FROM tracks WHERE genre = ? ORDER BY plays DESC LIMIT 25", genre).
			Scan(&out).Error
		return out, err
	}
}

// searchFacets queries every facet concurrently and keeps their order.
func searchFacets(ctx context.Context, names []string, loaders []func(context.Context) ([]Track, error)) ([]facet, error) {
	out := make([]facet, len(loaders))
	g, ctx := errgroup.WithContext(ctx)
	for i, load := range loaders {
		i, load := i, load
		g.Go(func() error {
			tracks, err := load(ctx)
			out[i] = facet{Name: names[i], Tracks: tracks}
			return err
		})
	}
	return out, g.Wait()
}

func RegisterSearch(r gin.IRouter, db *gorm.DB) {
	r.GET("/search", func(c *gin.Context) {
		artist := strings.TrimSpace(c.Query("artist"))
		genre := strings.ToLower(strings.TrimSpace(c.DefaultQuery("genre", "ambient")))
		if len(artist) < 2 {
			c.JSON(http.StatusBadRequest, gin.H{"error": "artist must have at least 2 characters"})
			return
		}
		facets, err := searchFacets(c.Request.Context(),
			[]string{"artist", "genre"},
			[]func(context.Context) ([]Track, error){byArtist(db, artist), byGenre(db, genre)},
		)
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "search unavailable"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"facets": facets})
	})
}
