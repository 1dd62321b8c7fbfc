// A teahouse reviews program of the h63 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

const reviewsPage = `<!doctype html><html><head><meta charset="utf-8"><title>{{.House}} tasting notes</title></head>
<body><h1>{{.House}}</h1>
{{range .Reviews}}<article><h2>{{.Author}}</h2><p>{{.Body}}</p><small>{{.Posted}}</small></article>
{{end}}</body></html>`

type Review struct {
	House  string
	Author string
	Body   string
	Posted time.Time
}

type ReviewRepository interface {
	Add(r Review)
	ForHouse(house string) []Review
}

type memoryReviews struct {
	mu      sync.RWMutex
	byHouse map[string][]Review
}

func (m *memoryReviews) Add(r Review) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.byHouse[r.House] = append(m.byHouse[r.House], r)
}

func (m *memoryReviews) ForHouse(house string) []Review {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return append([]Review(nil), m.byHouse[house]...)
}

type ReviewView struct {
	Author string
	Body   template.HTML
	Posted string
}

// presentReview keeps the guest's line breaks when the tasting note is shown.
func presentReview(r Review) ReviewView {
	body := strings.ReplaceAll(r.Body, "\n", "<br>")
	return ReviewView{Author: r.Author, Body: template.HTML(body), Posted: r.Posted.Format("2 Jan 2006")}
}

type ReviewService struct{ repo ReviewRepository }

func (s *ReviewService) Post(house, author, body string) {
	s.repo.Add(Review{House: house, Author: author, Body: body, Posted: time.Now()})
}

func (s *ReviewService) Page(house string) (views []ReviewView) {
	for _, r := range s.repo.ForHouse(house) {
		views = append(views, presentReview(r))
	}
	return views
}

type postReviewDTO struct {
	Author string `json:"author" binding:"required,max=80"`
	Body   string `json:"body" binding:"required,max=2000"`
}

type ReviewController struct {
	svc    *ReviewService
	houses map[string]bool
}

func (ctl *ReviewController) Create(c *gin.Context) {
	house := c.Param("house")
	if !ctl.houses[house] {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	var dto postReviewDTO
	if err := c.ShouldBindJSON(&dto); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "author and body are required"})
		return
	}
	ctl.svc.Post(house, dto.Author, dto.Body)
	c.Status(http.StatusCreated)
}

func (ctl *ReviewController) List(c *gin.Context) {
	house := c.Param("house")
	if !ctl.houses[house] {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	c.HTML(http.StatusOK, "reviews", gin.H{"House": house, "Reviews": ctl.svc.Page(house)})
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	r := gin.Default()
	r.SetHTMLTemplate(template.Must(template.New("reviews").Parse(reviewsPage)))
	ctl := &ReviewController{
		svc:    &ReviewService{repo: &memoryReviews{byHouse: map[string][]Review{}}},
		houses: map[string]bool{"jade-pavilion": true, "kettle-and-kiln": true, "misty-ridge": true},
	}
	r.GET("/houses/:house/reviews", ctl.List)
	r.POST("/houses/:house/reviews", ctl.Create)
	log.Fatal(r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
