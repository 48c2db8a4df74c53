from django.urls import path

from tutorials import views

app_name = "tutorials"

urlpatterns = [
    path("", views.home, name="home"),
    # Each feature adds its lines below; keep them grouped by feature.
]
