import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("tutorials", "0001_initial")]

    operations = [
        # The defaults mark every sheet saved so far as sika's, version 1.
        migrations.AddField(
            model_name="houserulesheet",
            name="game",
            field=models.CharField(default="sika", max_length=32),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="houserulesheet",
            name="version",
            field=models.PositiveSmallIntegerField(default=1),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="houserulesheet",
            name="save_key",
            field=models.CharField(editable=False, max_length=32, null=True, unique=True),
        ),
        migrations.CreateModel(
            name="RuleStats",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("key", models.CharField(max_length=255, unique=True)),
                ("figures", models.JSONField(null=True)),
                ("started", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={"verbose_name": "rule-set statistics"},
        ),
    ]
